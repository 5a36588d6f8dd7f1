package com.acme.ss045.shaped;

import org.apache.spark.sql.SparkSession;

/** The fixed columns are renamed and derived after load(). */
class SyntheticOrdersJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("synthetic-orders").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .option("rowsPerSecond", 50)
                .load()
                .selectExpr("timestamp AS orderedAt", "value AS orderId", "CAST(value % 7 AS INT) AS storeId")
                .writeStream()
                .format("console")
                .start();
    }
}
