package com.acme.ss035.within;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** dropDuplicatesWithinWatermark remembers each id for the watermark's delay only. */
class OrderEvents {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-events").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").as("orderId"), col("timestamp").as("createdAt"))
                .withWatermark("createdAt", "1 hour")
                .dropDuplicatesWithinWatermark("orderId")
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
