package com.acme.ss011.appendlimit;

import org.apache.spark.sql.SparkSession;

/**
 * limit() on a stream in append mode runs (the programming guide says limits are unsupported; Spark refuses them
 * only in update mode).
 */
class FirstOrdersProbe {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("first-orders").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS orderId")
                .limit(20)
                .writeStream()
                .format("memory")
                .queryName("first_orders")
                .start();
    }
}
