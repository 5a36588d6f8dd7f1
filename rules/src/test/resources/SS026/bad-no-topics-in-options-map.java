package com.acme.ss026.nosubscription;

import org.apache.spark.sql.SparkSession;

import java.util.HashMap;
import java.util.Map;

/** The consumer settings live in a map; the topic to read was never added to it. */
class InventoryEventsJob {

    static Map<String, String> kafkaOptions() {
        Map<String, String> options = new HashMap<>();
        options.put("kafka.bootstrap.servers", "127.0.0.1:9");
        options.put("kafka.security.protocol", "PLAINTEXT");
        options.put("startingOffsets", "latest");
        options.put("maxOffsetsPerTrigger", "10000");
        return options;
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("inventory-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka") // expect: SS026 "Spark rejects it at load() with \"One of the following options must be specified for Kafka source: subscribe, subscribepattern, assign\"" "Set exactly one of .option(\"subscribe\", \"<topic>,...\")"
                .options(kafkaOptions())
                .load()
                .writeStream()
                .format("console")
                .start();
    }
}
