package com.acme.ss015.nowatermark;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Retried webhook deliveries dropped within the watermark, but no watermark was ever declared. */
class WebhookDeliveriesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("webhook-deliveries").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> deliveries = spark.readStream().format("rate").load()
                .select(col("timestamp").as("receivedAt"), col("value").mod(200).as("deliveryId"));
        deliveries.dropDuplicatesWithinWatermark("deliveryId") // expect: SS015 "Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") right before it"
                .writeStream()
                .format("console")
                .start();
    }
}
