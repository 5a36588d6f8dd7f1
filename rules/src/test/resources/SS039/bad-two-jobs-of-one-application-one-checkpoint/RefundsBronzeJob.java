package com.acme.ss039.onelauncher;

import org.apache.spark.sql.SparkSession;

/** Writes refunds to the bronze layer; its checkpoint constant was copied from the orders job. */
class RefundsBronzeJob {
    static void start(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS refundId")
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", Checkpoints.REFUNDS) // expect: SS039 [warning] "Spark stops the other query without an error" "Give every query its own checkpoint directory"
                .start("out/lake/refunds");
    }
}
