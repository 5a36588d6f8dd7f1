package com.acme.orders;

import org.apache.spark.sql.SparkSession;

/** The state store provider set at runtime for a deduplicating query. */
class OrderDedup {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-dedup").getOrCreate();
        spark.conf().set("spark.sql.streaming.stateStore.providerClass", // expect: SS040 "changing it here later does nothing to that query" "To change it, start the query on a new checkpoint"
                "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider");
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-orders:9092")
                .option("subscribe", "orders")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS orderId", "CAST(value AS STRING) AS body", "timestamp")
                .withWatermark("timestamp", "1 hour")
                .dropDuplicates("orderId", "timestamp")
                .writeStream().format("delta")
                .option("checkpointLocation", "s3a://acme-orders/checkpoints/order-dedup")
                .toTable("silver.orders");
        spark.streams().awaitAnyTermination();
    }
}
