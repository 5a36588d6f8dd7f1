package com.acme.ss014.ranges;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A right outer join bounded by the watermarked left input (Column API), and a left semi join bounded by the
 * watermarked right input (SQL BETWEEN): Spark runs both.
 */
class RefundTrackingJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("refund-tracking").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> payments = spark.readStream().format("rate").load()
                .select(col("value").as("paymentId"), col("timestamp").as("paidAt"))
                .withWatermark("paidAt", "1 hour");
        Dataset<Row> refunds = spark.readStream().format("rate").load()
                .select(col("value").as("refundedPaymentId"), col("timestamp").as("refundedAt"))
                .withWatermark("refundedAt", "1 hour");

        payments.join(refunds, col("refundedPaymentId").equalTo(col("paymentId"))
                        .and(col("refundedAt").geq(col("paidAt")))
                        .and(col("refundedAt").leq(col("paidAt").plus(expr("INTERVAL 30 DAYS")))), "right_outer")
                .writeStream()
                .format("noop")
                .start();

        payments.join(refunds,
                        expr("paymentId = refundedPaymentId AND refundedAt BETWEEN paidAt AND paidAt + INTERVAL 30 DAYS"),
                        "semi")
                .writeStream()
                .format("noop")
                .start();
    }
}
