package com.acme.ss009.noagg;

import org.apache.spark.sql.SparkSession;

/** "update" without an aggregation is a valid name and a valid query (it behaves like append). */
class RawEventsTailJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("raw-events-tail").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
