package com.acme.ss018.property;

import org.apache.spark.sql.SparkSession;

/** The name comes from configuration: whatever its value, the memory sink has one. */
class ShipmentPreviewJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipment-preview").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        String queryName = System.getProperty("shipments.preview.query", "shipment_preview");
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS shipmentId")
                .writeStream()
                .format("memory")
                .queryName(queryName)
                .start();
    }
}
