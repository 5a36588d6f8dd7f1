package com.acme.ss014.windows;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Hourly buckets of page views and of purchases, full outer joined on the bucket: the window column of a
 * watermarked time column carries its watermark, so the join key itself is watermarked. (Only the window is
 * kept: with both the time column and its window, a stream would have two event-time columns, which Spark
 * refuses at the join.)
 */
class HourlyFunnelJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("hourly-funnel").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> views = spark.readStream().format("rate").load()
                .select(col("value").mod(10).as("viewedProduct"), col("timestamp").as("viewedAt"))
                .withWatermark("viewedAt", "10 minutes")
                .select(col("viewedProduct"), window(col("viewedAt"), "1 hour").as("viewHour"));
        Dataset<Row> purchases = spark.readStream().format("rate").load()
                .select(col("value").mod(10).as("purchasedProduct"), col("timestamp").as("purchasedAt"))
                .withWatermark("purchasedAt", "10 minutes")
                .select(col("purchasedProduct"), window(col("purchasedAt"), "1 hour").as("purchaseHour"));

        views.join(purchases, col("viewHour").equalTo(col("purchaseHour"))
                        .and(col("viewedProduct").equalTo(col("purchasedProduct"))), "fullouter")
                .writeStream()
                .format("noop")
                .start();
    }
}
