package com.acme.ss044.oktextblockquery;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;


/** A valid multi-line query in a text block. */
class OrderTotalsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-text-block-query").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().createOrReplaceTempView("orders");
        Dataset<Row> totals = spark.sql("""
                SELECT value AS order_id,
                       value * 10 AS amount
                FROM orders WHERE value * 10 >= 100
                """);
        totals.writeStream().format("console").start();
    }
}
