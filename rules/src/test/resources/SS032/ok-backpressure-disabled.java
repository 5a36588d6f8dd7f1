package com.acme.payments;

import org.apache.spark.sql.SparkSession;

/** Backpressure switched off: it promises no limit. */
class PaymentsIngest {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-ingest")
                .config("spark.streaming.backpressure.enabled", "false")
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
