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
        kafkaParams.put("group.id", "click-migration"); // expect: SS029
        kafkaParams.put("auto.offset.reset", "earliest"); // expect: SS029
        kafkaParams.put("max.poll.records", "500"); // expect: SS029
        spark.readStream()
                .format("kafka") // expect: SS026
                .options(kafkaParams)
                .option("subscribe", "clicks")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream().format("console").start();
    }
}
