package com.acme.ss041.twoqueries;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** One watermarked Dataset feeds a raw archive and a windowed count: the count uses the watermark. */
class ClickPipelines {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-pipelines").getOrCreate();
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .select(col("value").as("clickId"), col("timestamp").as("clickedAt"))
                .withWatermark("clickedAt", "10 minutes");

        clicks.writeStream().format("console").queryName("raw_clicks").start();
        clicks.groupBy(window(col("clickedAt"), "1 minute")).count()
                .writeStream().format("console").queryName("clicks_per_minute").start();
        spark.streams().awaitAnyTermination();
    }
}
