package com.acme.ss035.notkey;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The watermark is there, but the event time is not a key: Spark cannot evict any order id. */
class OrderEvents {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-events").getOrCreate();
        Dataset<Row> orders = spark.readStream().format("rate").load()
                .select(col("value").as("orderId"), col("timestamp").as("createdAt"))
                .withWatermark("createdAt", "1 hour");

        orders.dropDuplicates("orderId") // expect: SS035 "keeps every 'orderId' value seen in the state for ever: no key column carries a watermark" "use dropDuplicatesWithinWatermark(\"orderId\")"
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
