package com.acme.ss029.own;

import org.apache.spark.sql.SparkSession;

/** Spark's own Kafka source options are read without the prefix: none of them is a client setting. */
class InventoryFeed {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("inventory-feed").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribePattern", "inventory\\..*")
                .option("startingOffsets", "earliest")
                .option("startingOffsetsByTimestampStrategy", "latest")
                .option("kafkaConsumer.pollTimeoutMs", "120000")
                .option("fetchOffset.numRetries", "5")
                .option("fetchOffset.retryIntervalMs", "100")
                .option("groupIdPrefix", "inventory-feed")
                .option("includeHeaders", "true")
                .option("minPartitions", "24")
                .option("maxOffsetsPerTrigger", 50000L)
                .load()
                .writeStream().format("console").start();
    }
}
