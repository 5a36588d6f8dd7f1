package com.acme.ss039.twoapps;

import org.apache.spark.sql.SparkSession;

/** Writes orders to the bronze layer. */
class OrdersBronzeJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-bronze").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS orderId")
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", Checkpoints.ORDERS)
                .start("out/lake/orders");
    }
}
