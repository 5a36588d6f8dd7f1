package com.acme.ss029.batch;

import org.apache.spark.sql.SparkSession;

/** A batch Kafka read and a non-Kafka stream with a key that looks like a client setting: not this rule's concern. */
class Backfill {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("backfill").getOrCreate();
        spark.read()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "orders")
                .option("group.id", "backfill")
                .load()
                .write().format("parquet").save("/data/backfill");
        spark.readStream().format("rate").option("client.id", "ignored").load()
                .writeStream().format("console").start();
    }
}
