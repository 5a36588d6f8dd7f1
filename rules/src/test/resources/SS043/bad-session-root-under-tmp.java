package com.acme.shipping;

import org.apache.spark.sql.SparkSession;

/** The session's checkpoint root is under /tmp; the named query takes its checkpoint from there. */
class ShipmentEvents {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipment-events")
                .config("spark.sql.streaming.checkpointLocation", "/tmp/spark-checkpoints") // expect: SS043 "the query restarts with no offsets and no state" "Use a path on durable shared storage"
                .getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-ship:9092")
                .option("subscribe", "shipments")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream().queryName("shipment-events").format("delta")
                .toTable("bronze.shipments");
        spark.streams().awaitAnyTermination();
    }
}
