package com.acme.loadtest;

import java.util.UUID;

import org.apache.spark.sql.SparkSession;

/**
 * A job whose name starts with "Test" but is not a test: Surefire's Test* prefix is not taken for one (it would take
 * Testimonials too). It replays recorded events into the load-test topic; its checkpoint, new on every run, is
 * reported.
 */
public class TestEventsPublisher {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("test-events-publisher").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "recorded-events")
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .selectExpr("CAST(value AS STRING) AS value")
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("topic", "load-test-events")
                .option("checkpointLocation", "hdfs:///checkpoints/test-events-" + UUID.randomUUID()) // expect: SS046
                .start()
                .awaitTermination();
    }
}
