package com.acme.ss013.anti;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Orders that were not cancelled, as an anti join of the order stream with the cancellation stream: whether an
 * order will never be cancelled is never known while cancellations keep coming.
 */
class OpenOrdersJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("open-orders").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> orders = spark.readStream().format("rate").load()
                .select(col("value").as("orderId"), col("timestamp").as("orderedAt"))
                .withWatermark("orderedAt", "10 minutes");
        Dataset<Row> cancellations = spark.readStream().format("rate").load()
                .select(col("value").multiply(3).as("cancelledOrderId"), col("timestamp").as("cancelledAt"))
                .withWatermark("cancelledAt", "10 minutes");

        orders.join(cancellations, // expect: SS013 "Spark rejects the query writing orders at start()" "anti-join against a static Dataset, or in foreachBatch"
                        col("orderId").equalTo(col("cancelledOrderId"))
                                .and(col("cancelledAt").between(col("orderedAt"), col("orderedAt").plus(expr("INTERVAL 1 HOUR")))),
                        "left_anti")
                .writeStream()
                .format("noop")
                .start();
    }
}
