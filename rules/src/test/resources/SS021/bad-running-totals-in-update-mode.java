package com.acme.ss021.totals;

import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.SparkSession;

/** Running totals per store, written to Delta in update mode: Delta has no update mode. */
class StoreRevenueJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder()
                .appName("store-revenue")
                .config("spark.sql.extensions", "io.delta.sql.DeltaSparkSessionExtension")
                .config("spark.sql.catalog.spark_catalog", "org.apache.spark.sql.delta.catalog.DeltaCatalog")
                .getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 25 AS store", "value AS amount")
                .groupBy("store")
                .agg(sum("amount").alias("revenue"))
                .writeStream()
                .format("delta")
                .outputMode("update") // expect: SS021 "it rejects the query at start() with DELTA_UNSUPPORTED_OUTPUT_MODE" "write with foreachBatch and MERGE each batch into the table"
                .option("checkpointLocation", "checkpoints/store-revenue")
                .start("out/store-revenue");
    }
}
