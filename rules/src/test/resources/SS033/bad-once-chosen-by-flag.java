package com.acme.events;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** A flag from the scheduler chooses between a continuous run and a single catch-up batch. */
class EventsBronze {

    public static void main(String[] args) throws Exception {
        boolean catchUp = Boolean.parseBoolean(args[0]);
        Trigger trigger = catchUp ? Trigger.Once() : Trigger.ProcessingTime("1 minute");
        SparkSession spark = SparkSession.builder().appName("events-bronze").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-events:9092")
                .option("subscribe", "events")
                .option("maxOffsetsPerTrigger", 200000L)
                .load()
                .writeStream().format("delta")
                .option("checkpointLocation", "s3a://acme-events/checkpoints/bronze")
                .trigger(trigger) // expect: SS033 "reads everything available in one micro-batch, which after downtime can run out of memory" "Use Trigger.AvailableNow()"
                .toTable("bronze.events")
                .awaitTermination();
    }
}
