package com.acme.ss014.inner;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * An inner join of two streams without watermarks: Spark runs it (its state grows without bound, which is a
 * warning of its own, not an error).
 */
class OrderPaymentMatchJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-payment-match").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> orders = spark.readStream().format("rate").load()
                .select(col("value").as("orderId"), col("timestamp").as("orderedAt"));
        Dataset<Row> payments = spark.readStream().format("rate").load()
                .select(col("value").as("paidOrderId"), col("timestamp").as("paidAt"));

        orders.join(payments, col("orderId").equalTo(col("paidOrderId")), "INNER") // expect: SS036
                .writeStream()
                .format("noop")
                .start();
    }
}
