package com.acme.ss019.delta;

import org.apache.spark.sql.SparkSession;

/** Delta tables are partitioned like file sinks. */
class PaymentsBronzeJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder()
                .appName("payments-bronze")
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
                .selectExpr("value AS paymentId", "value % 4 AS method")
                .writeStream()
                .format("delta")
                .partitionBy("method")
                .option("checkpointLocation", "checkpoints/payments-bronze")
                .start("out/payments-bronze");
    }
}
