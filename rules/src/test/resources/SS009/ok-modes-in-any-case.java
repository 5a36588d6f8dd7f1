package com.acme.ss009.anycase;

import org.apache.spark.sql.SparkSession;

/** Spark compares the names ignoring case. */
class ShipmentCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipment-counts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 3 AS carrier")
                .groupBy("carrier")
                .count()
                .writeStream()
                .outputMode("Complete")
                .format("console")
                .start();
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 3 AS carrier")
                .writeStream()
                .outputMode("APPEND")
                .format("console")
                .start();
    }
}
