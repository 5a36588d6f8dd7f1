package com.acme.ss047.sides;

import org.apache.spark.sql.SparkSession;

/** Source options on the reader, sink options on the writer. */
class OrdersMirror {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-mirror").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "orders")
                .option("startingOffsets", "earliest")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-2:9092")
                .option("topic", "orders-mirror")
                .option("checkpointLocation", "/data/checkpoints/orders-mirror")
                .start()
                .awaitTermination();
    }
}
