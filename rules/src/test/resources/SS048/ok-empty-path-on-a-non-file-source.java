package com.acme.ss048.rate;

import org.apache.spark.sql.SparkSession;

/** An empty path option on the rate source means nothing to it: only file sources read a path. */
class RateProbe {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("rate-probe").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .option("path", "")
                .load()
                .writeStream()
                .format("console")
                .start();
    }
}
