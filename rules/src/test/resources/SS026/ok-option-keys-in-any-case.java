package com.acme.ss026.anycase;

import org.apache.spark.sql.SparkSession;

/** Spark reads source options ignoring case. */
class ShipmentTrackingJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipment-tracking").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("Kafka")
                .option("KAFKA.BOOTSTRAP.SERVERS", "127.0.0.1:9")
                .option("Subscribe", "shipments")
                .option("MaxOffsetsPerTrigger", 2000L)
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
