package com.acme.metrics;

import org.apache.spark.sql.SparkSession;

/** The checkpoint under /tmp: cleaned by the OS, gone with the machine. */
class MetricsBronze {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("metrics-bronze").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "metrics")
                .option("maxOffsetsPerTrigger", 50000L)
                .load()
                .writeStream().format("delta")
                .option("checkpointLocation", "/tmp/checkpoints/metrics-bronze") // expect: SS043 "the query restarts with no offsets and no state" "Use a path on durable shared storage"
                .toTable("bronze.metrics");
        spark.streams().awaitAnyTermination();
    }
}
