package com.acme.ss029.provider;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The Kafka source named by its provider class, as some jobs do: the same source, the same ignored keys. */
class ChangeCapture {

    private static final String KAFKA_PREFIX = "kafka.";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("change-capture").getOrCreate();
        Dataset<Row> changes = spark.readStream()
                .format("org.apache.spark.sql.kafka010.KafkaSourceProvider")
                .option(KAFKA_PREFIX + "bootstrap.servers", args[0])
                .option(KAFKA_PREFIX + "sasl.mechanism", "PLAIN")
                .option("max.partition.fetch.bytes", "10485760") // expect: SS029 "silently ignores max.partition.fetch.bytes: Spark passes only keys starting with \"kafka.\" to the consumer" "Write kafka.max.partition.fetch.bytes to apply max.partition.fetch.bytes"
                .option("subscribe", "cdc.accounts")
                .option("maxOffsetsPerTrigger", "10000")
                .load();
        changes.writeStream().format("console").start();
    }
}
