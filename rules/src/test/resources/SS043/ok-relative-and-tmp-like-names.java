package com.acme.shipping;

import org.apache.spark.sql.SparkSession;

/** Relative paths resolve on the default file system; /tmpfs-archive is not /tmp. */
class ShipmentEvents {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipment-events").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-ship:9092")
                .option("subscribe", "shipments")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream().format("delta")
                .option("checkpointLocation", "checkpoints/shipment-events")
                .toTable("bronze.shipments");
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-ship:9092")
                .option("subscribe", "returns")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream().format("delta")
                .option("checkpointLocation", "/tmpfs-archive/returns")
                .toTable("bronze.returns");
        spark.streams().awaitAnyTermination();
    }
}
