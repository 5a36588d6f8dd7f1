package com.acme.ss046.fixed;

import java.util.UUID;

import org.apache.spark.sql.SparkSession;

/** A per-run id names the query for the logs; the checkpoint stays the same across runs. */
class PaymentsMirror {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-mirror").getOrCreate();
        String runId = UUID.randomUUID().toString();
        System.out.println("run " + runId);
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "payments")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .format("parquet")
                .queryName("payments_mirror")
                .option("checkpointLocation", "s3a://lake/_checkpoints/payments-mirror")
                .start("s3a://lake/payments")
                .awaitTermination();
    }
}
