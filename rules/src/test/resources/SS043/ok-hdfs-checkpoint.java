package com.acme.metrics;

import org.apache.spark.sql.SparkSession;

/** A checkpoint on HDFS. */
class MetricsBronze {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("metrics-bronze").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "metrics")
                .option("maxOffsetsPerTrigger", 50000L)
                .load()
                .writeStream().format("delta")
                .option("checkpointLocation", "hdfs:///checkpoints/tmp-metrics")
                .toTable("bronze.metrics");
        spark.streams().awaitAnyTermination();
    }
}
