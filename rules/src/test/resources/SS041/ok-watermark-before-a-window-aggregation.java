package com.acme.ss041.window;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.SparkSession;

/** The watermark bounds the windowed aggregation after it. */
class ClickWindows {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-windows").getOrCreate();
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "10 minutes")
                .groupBy(window(col("timestamp"), "5 minutes"))
                .count()
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
