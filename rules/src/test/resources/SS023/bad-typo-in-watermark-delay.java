package com.acme.ss023.badtypoinwatermarkdelay;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** minutez is no unit. */
class ClickCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-typo-in-watermark-delay").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "10 minutez") // expect: SS023
                .groupBy(window(col("timestamp"), "5 minutes"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
