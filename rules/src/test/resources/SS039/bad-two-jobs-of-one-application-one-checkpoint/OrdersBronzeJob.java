package com.acme.ss039.onelauncher;

import org.apache.spark.sql.SparkSession;

/** Writes orders to the bronze layer. */
class OrdersBronzeJob {
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
