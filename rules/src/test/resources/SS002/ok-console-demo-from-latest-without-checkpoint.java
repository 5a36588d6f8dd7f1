package com.acme.demo;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A Kafka-to-console demo from the latest offsets with no checkpoint: Spark gives the console sink a temporary
 * checkpoint, so every run (and every restart) begins at the end of the topic and no batch ever reads a backlog.
 */
class TickerConsoleDemo {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ticker-console").getOrCreate();

        Dataset<Row> ticks = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "localhost:9092")
                .option("subscribe", "ticker.dev")
                .load();

        ticks.selectExpr("CAST(value AS STRING) AS tick")
                .writeStream()
                .outputMode("append")
                .format("console")
                .start()
                .awaitTermination();
    }
}
