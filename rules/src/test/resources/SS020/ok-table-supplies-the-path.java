package com.acme.ss020.tablepath;

import org.apache.spark.sql.SparkSession;

/** toTable takes the location from the catalog: no path is needed. */
class RefundsBronzeJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("refunds-bronze").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS refundId")
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "checkpoints/refunds-bronze")
                .toTable("refunds_bronze");
    }
}
