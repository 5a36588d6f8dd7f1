package com.acme.ss015.crossfile;

import org.apache.spark.sql.SparkSession;

/** Duplicate sign-ups within the watermark are dropped; the watermark comes from the shared reader. */
class SignupsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("signups").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Streams.signups(spark)
                .withColumnRenamed("email", "address")
                .dropDuplicatesWithinWatermark("address")
                .writeStream()
                .format("console")
                .start();
    }
}
