package com.acme.ss039.twoapps;

import org.apache.spark.sql.SparkSession;

/**
 * Writes refunds to the bronze layer; its checkpoint constant was copied from the orders job. Another main class:
 * another application, which the linter does not pair with the orders job (nothing in the code runs both).
 */
class RefundsBronzeJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("refunds-bronze").getOrCreate();
        start(spark);
        spark.streams().awaitAnyTermination();
    }

    static void start(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS refundId")
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", Checkpoints.REFUNDS)
                .start("out/lake/refunds");
    }
}
