package com.acme.demo;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The same console demo from the earliest offsets: every run, on its temporary checkpoint, starts with one batch
 * holding the whole retained topic. And a second query on the same reader keeps a durable checkpoint.
 */
class TickerReplayDemo {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ticker-replay").getOrCreate();

        Dataset<Row> ticks = spark.readStream()
                .format("kafka") // expect: SS002 "on its first start (startingOffsets \"earliest\") and after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", "localhost:9092")
                .option("subscribe", "ticker.dev")
                .option("startingOffsets", "earliest")
                .load();

        ticks.selectExpr("CAST(value AS STRING) AS tick")
                .writeStream()
                .format("console")
                .start();

        Dataset<Row> quotes = spark.readStream()
                .format("kafka") // expect: SS002 "after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", "localhost:9092")
                .option("subscribe", "quotes.dev")
                .load();

        quotes.writeStream().format("console").start();
        quotes.writeStream()
                .format("parquet")
                .option("path", "s3a://acme-dev/quotes")
                .option("checkpointLocation", "s3a://acme-dev/checkpoints/quotes")
                .start()
                .awaitTermination();
    }
}
