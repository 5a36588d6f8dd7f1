package com.acme.ss039.samename;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A second monitor was copied from the first and kept its name. */
class OrderMonitorsJob {
    static final String MONITOR = "order_monitor";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-monitors").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> orders = spark.readStream().format("rate").load().selectExpr("value AS orderId");
        orders.writeStream()
                .format("memory")
                .queryName(MONITOR)
                .start();
        orders.writeStream()
                .format("console")
                .queryName(MONITOR) // expect: SS039 "Spark rejects the second start()" "Give each query its own queryName"
                .start();
    }
}
