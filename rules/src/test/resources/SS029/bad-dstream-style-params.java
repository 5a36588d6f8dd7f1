package com.acme.ss029.dstream;

import java.util.HashMap;
import java.util.Map;

import org.apache.spark.sql.SparkSession;

/**
 * Consumer parameters carried over from a DStreams job: bootstrap.servers is reported by SS026 (Spark then finds no
 * kafka.bootstrap.servers); the others are silently ignored.
 */
class ClickMigration {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-migration").getOrCreate();
        Map<String, String> kafkaParams = new HashMap<>();
        kafkaParams.put("bootstrap.servers", "broker-1:9092");
        kafkaParams.put("group.id", "click-migration"); // expect: SS029 "silently ignores group.id: Spark passes only keys starting with \"kafka.\" to the consumer" "group.id has no effect: Spark gives each query its own consumer group"
        kafkaParams.put("auto.offset.reset", "earliest"); // expect: SS029 "silently ignores auto.offset.reset: Spark passes only keys starting with \"kafka.\" to the consumer" "set the source option startingOffsets (\"earliest\" or \"latest\") instead"
        kafkaParams.put("max.poll.records", "500"); // expect: SS029 "silently ignores max.poll.records: Spark passes only keys starting with \"kafka.\" to the consumer" "Write kafka.max.poll.records to apply max.poll.records"
        spark.readStream()
                .format("kafka") // expect: SS026 "Spark rejects it at load() with \"Option 'kafka.bootstrap.servers' must be specified for configuring Kafka consumer\"" "Add .option(\"kafka.bootstrap.servers\", \"<host:port>,...\")"
                .options(kafkaParams)
                .option("subscribe", "clicks")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream().format("console").start();
    }
}
