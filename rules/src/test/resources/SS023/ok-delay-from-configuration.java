package com.acme.ss023.okdelayfromconfiguration;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** The delay comes from configuration: unknown, not reported. */
class ConfiguredDelayJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-delay-from-configuration").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        String delay = spark.conf().get("app.watermark.delay", "10 minutes");
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", delay)
                .groupBy(window(col("timestamp"), "5 minutes"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
