package com.acme.ss015.watermarked;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** Retried deliveries dropped for as long as the watermark delay: the watermark comes first. */
class DeliveryReceiptsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("delivery-receipts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("timestamp").as("receivedAt"), col("value").mod(200).as("receiptId"))
                .withWatermark("receivedAt", "10 minutes")
                .dropDuplicatesWithinWatermark("receiptId")
                .writeStream()
                .format("console")
                .start();
    }
}
