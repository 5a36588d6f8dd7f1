package com.acme.ss027.deserializer;

import org.apache.spark.sql.SparkSession;

import java.util.Map;

/** A consumer configuration reused from a plain Kafka client: Spark always reads bytes. */
class OrderEventsJob {

    static final Map<String, String> CONSUMER = Map.of(
            "kafka.bootstrap.servers", "127.0.0.1:9",
            "kafka.value.deserializer", "org.apache.kafka.common.serialization.StringDeserializer", // expect: SS027 "Spark rejects it at load() with \"Kafka option 'value.deserializer' is not supported\"" "values are always read as bytes: remove it"
            "subscribe", "order-events",
            "maxOffsetsPerTrigger", "25000");

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .options(CONSUMER)
                .load()
                .selectExpr("CAST(value AS STRING) AS json")
                .writeStream()
                .format("noop")
                .start();
    }
}
