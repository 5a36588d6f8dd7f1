package com.acme.ss034.okwindow;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The watermark is on the window's column: windows older than the watermark are evicted. */
class PageViewWindows {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-view-windows").getOrCreate();
        Dataset<Row> views = spark.readStream().format("rate").load()
                .select(col("timestamp").as("viewedAt"), col("value").mod(200).as("pageId"))
                .withWatermark("viewedAt", "10 minutes");

        views.groupBy(window(col("viewedAt"), "5 minutes").as("w"), col("pageId"))
                .agg(count("*").as("views"))
                .writeStream()
                .outputMode("update")
                .format("console")
                .start()
                .awaitTermination();
    }
}
