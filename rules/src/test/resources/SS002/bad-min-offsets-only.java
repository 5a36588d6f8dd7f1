package com.acme.analytics;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** minOffsetsPerTrigger and maxTriggerDelay batch small inputs up, but nothing caps a large backlog. */
class EventBatchingJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("event-batching").getOrCreate();

        Dataset<Row> events = spark.readStream()
                .format("kafka") // expect: SS002 "after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", "kafka-analytics:9092")
                .option("subscribe", "analytics.events")
                .option("minOffsetsPerTrigger", 10000L)
                .option("maxTriggerDelay", "5m")
                .load()
                .selectExpr("CAST(value AS STRING) AS event", "timestamp");

        events.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-analytics/checkpoints/event-batching")
                .toTable("analytics.raw_events")
                .awaitTermination();
    }
}
