package com.acme.debug;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A debugging leftover builds a Kafka reader and only prints its schema: no query runs it, nothing else reads it.
 * The file source's query is what the job runs.
 */
class SchemaPeek {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("schema-peek").getOrCreate();
        Dataset<Row> peek = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "payments")
                .option("startingOffsets", "earliest")
                .load();
        peek.printSchema();
        spark.readStream().format("rate").load()
                .writeStream().format("console").start().awaitTermination();
    }
}
