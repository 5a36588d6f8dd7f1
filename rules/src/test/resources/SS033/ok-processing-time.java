package com.acme.events;

import java.util.concurrent.TimeUnit;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** A processing-time trigger. */
class EventsBronze {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("events-bronze").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-events:9092")
                .option("subscribe", "events")
                .option("maxOffsetsPerTrigger", 200000L)
                .load()
                .writeStream().format("delta")
                .option("checkpointLocation", "s3a://acme-events/checkpoints/bronze")
                .trigger(Trigger.ProcessingTime(1, TimeUnit.MINUTES))
                .toTable("bronze.events")
                .awaitTermination();
    }
}
