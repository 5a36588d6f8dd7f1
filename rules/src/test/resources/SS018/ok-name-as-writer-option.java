package com.acme.ss018.option;

import org.apache.spark.sql.SparkSession;

/** option("queryName", ..) is the same setting as queryName(..): Spark reads it case-insensitively. */
class InventoryPreviewJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("inventory-preview").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 100 AS sku", "value AS quantity")
                .writeStream()
                .format("memory")
                .option("QueryName", "inventory_preview")
                .start();
    }
}
