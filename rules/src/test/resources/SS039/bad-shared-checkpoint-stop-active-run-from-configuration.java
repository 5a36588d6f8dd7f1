package com.acme.ss039.configured;

import org.apache.spark.sql.SparkSession;

/**
 * stopActiveRunOnRestart comes from a system property: the second query on the running query's checkpoint either
 * stops it and takes over its progress, or is rejected. A warning that says both.
 */
class PriceSyncJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("price-sync").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.conf().set("spark.sql.streaming.stopActiveRunOnRestart",
                System.getProperty("priceSync.stopActiveRun", "true"));
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .format("console")
                .option("checkpointLocation", "checkpoints/price-sync")
                .start();
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .format("noop")
                .option("checkpointLocation", "checkpoints/price-sync") // expect: SS039 [warning] "to a value not known here: if it is false, Spark rejects this start()" "otherwise, when this one starts, Spark stops the other query" "Give every query its own checkpoint directory."
                .start();
    }
}
