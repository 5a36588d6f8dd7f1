package com.acme.ss039.nostop;

import org.apache.spark.sql.SparkSession;

/** With stopActiveRunOnRestart off, a second query on a running query's checkpoint is rejected. */
class InventorySyncJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder()
                .appName("inventory-sync")
                .config("spark.sql.streaming.stopActiveRunOnRestart", "false")
                .getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.conf().set("spark.sql.streaming.stopActiveRunOnRestart", "false");
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .format("console")
                .option("checkpointLocation", "checkpoints/inventory-sync/")
                .start();
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .format("noop")
                .option("checkpointLocation", "checkpoints/inventory-sync") // expect: SS039 "Spark rejects this start()" "Give every query its own checkpoint directory"
                .start();
    }
}
