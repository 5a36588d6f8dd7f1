package com.acme.payments;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Two card networks unioned by name, rows with nulls dropped, then totals per merchant: no watermark. */
public class MerchantTotals {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("merchant-totals").getOrCreate();
        Dataset<Row> visa = spark.readStream().format("rate").load()
                .selectExpr("value % 100 AS merchantId", "value AS amount", "timestamp AS paidAt");
        Dataset<Row> mastercard = spark.readStream().format("rate").load()
                .selectExpr("timestamp AS paidAt", "value AS amount", "value % 100 AS merchantId");
        visa.unionByName(mastercard)
                .na().drop(new String[] {"merchantId", "amount"})
                .groupBy(col("merchantId")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") before groupBy(col(\"merchantId\"))"
                .agg(sum("amount").as("total"))
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "/checkpoints/merchant-totals")
                .start("/lake/merchant_totals")
                .awaitTermination();
    }
}
