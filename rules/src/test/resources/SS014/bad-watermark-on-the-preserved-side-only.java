package com.acme.ss014.preservedside;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A right outer join keeps every payment; the watermark is on the payments only, but it is the orders (the left,
 * nullable side) whose watermark could tell when a payment will never find its order.
 */
class PaymentsWithOrdersJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-with-orders").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> orders = spark.readStream().format("rate").load()
                .selectExpr("value AS orderId", "timestamp AS orderedAt");
        Dataset<Row> payments = spark.readStream().format("rate").load()
                .selectExpr("value AS paidOrderId", "timestamp AS paidAt")
                .withWatermark("paidAt", "30 minutes");

        orders.join(payments, // expect: SS014 "Spark rejects the query writing orders at start()" "Add withWatermark(..) to the left input and a time range"
                        expr("paidOrderId = orderId AND paidAt BETWEEN orderedAt AND orderedAt + INTERVAL 30 MINUTES"),
                        "right_outer")
                .writeStream()
                .format("noop")
                .start();
    }
}
