package com.acme.ss046.configured;

import org.apache.spark.sql.SparkSession;

/** A checkpoint per day; where the Kafka source then starts is configuration, which the code does not show. */
class PaymentsToLake {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-to-lake").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "payments")
                .option("startingOffsets", System.getenv("PAYMENTS_STARTING_OFFSETS"))
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "s3a://lake/_checkpoints/payments-" + System.currentTimeMillis()) // expect: SS046 "the Kafka source starts again from the offsets its startingOffsets option names" "Use a path that stays the same across runs"
                .start("s3a://lake/payments")
                .awaitTermination();
    }
}
