package com.acme.ss049.compat;

import org.apache.spark.sql.SparkSession;

/** The session restores the pre-3.4 behaviour (one stateful operator per query): the second watermark replaces the first. */
class LegacyDedup {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("legacy-dedup").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.conf().set("spark.sql.streaming.statefulOperator.allowMultiple", "false");
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "10 seconds")
                .withWatermark("timestamp", "20 seconds")
                .dropDuplicates("value", "timestamp")
                .writeStream()
                .format("memory")
                .queryName("legacy_dedup")
                .start();
    }
}
