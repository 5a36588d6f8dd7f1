package com.acme.payments;

import org.apache.spark.sql.SparkSession;

/** The DStreams rate limit in a Structured Streaming job. */
class PaymentsIngest {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-ingest")
                .config("spark.streaming.kafka.maxRatePerPartition", "1000") // expect: SS032 "Structured Streaming never reads: it limits nothing for the readStream() source of this session" "Remove it, and where a reader has no limit use option(\"maxOffsetsPerTrigger\", <records per batch>) on the Kafka reader"
                .getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "payments")
                .option("maxOffsetsPerTrigger", 200000L)
                .load()
                .writeStream().format("delta").option("checkpointLocation", "s3a://acme-checkpoints/payments")
                .toTable("bronze.payments");
        spark.streams().awaitAnyTermination();
    }
}
