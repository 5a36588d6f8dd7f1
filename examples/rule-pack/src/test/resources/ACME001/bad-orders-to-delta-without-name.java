package com.example.jobs;

import org.apache.spark.sql.SparkSession;

class OrdersToDelta {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-to-delta").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka:9092")
                .option("subscribe", "orders")
                .option("maxOffsetsPerTrigger", "10000")
                .load()
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://lake/_checkpoints/orders")
                .toTable("lake.orders"); // expect: ACME001 [warning] "cannot find it" "Add .queryName("
        spark.streams().awaitAnyTermination();
    }
}
