package com.acme.orders;

import org.apache.spark.sql.SparkSession;

/** Keys from a constants class, set through a session factory. */
class OrdersStream {

    static final class SparkKeys {
        static final String MAX_RATE = "spark.streaming.kafka.maxRatePerPartition";
        static final String BACKPRESSURE = "spark.streaming.backpressure.enabled";
    }

    static SparkSession session() {
        return SparkSession.builder()
                .appName("orders-stream")
                .config(SparkKeys.MAX_RATE, 2000) // expect: SS032 "Structured Streaming never reads: it limits nothing for the readStream() source of this session" "Remove it, and where a reader has no limit use option(\"maxOffsetsPerTrigger\", <records per batch>) on the Kafka reader"
                .config(SparkKeys.BACKPRESSURE, false)
                .getOrCreate();
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = session();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-orders:9092")
                .option("subscribe", "orders")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream().format("delta")
                .option("checkpointLocation", "s3a://acme-orders/checkpoints/orders-stream")
                .toTable("bronze.orders")
                .awaitTermination();
    }
}
