package com.acme.ss036.norange;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Both inputs are watermarked, but without a time range in the condition no row can ever be dropped. */
class ShipmentTracking {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipment-tracking").getOrCreate();
        Dataset<Row> shipped = spark.readStream().format("rate").load()
                .select(col("value").as("shipmentId"), col("timestamp").as("shippedAt"))
                .withWatermark("shippedAt", "1 day");
        Dataset<Row> delivered = spark.readStream().format("rate").load()
                .select(col("value").as("deliveredShipmentId"), col("timestamp").as("deliveredAt"))
                .withWatermark("deliveredAt", "1 day");

        shipped.join(delivered, col("shipmentId").equalTo(col("deliveredShipmentId")), "inner") // expect: SS036 "keeps every row of both inputs in the state for ever" "Bound the time between 'shippedAt' and 'deliveredAt' in both directions in the condition"
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
