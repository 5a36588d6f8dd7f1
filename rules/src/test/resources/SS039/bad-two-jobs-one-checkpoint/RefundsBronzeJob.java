package com.acme.ss039.twojobs;

import org.apache.spark.sql.SparkSession;

/** Writes refunds to the bronze layer; its checkpoint constant was copied from the orders job. */
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
                .option("checkpointLocation", Checkpoints.REFUNDS) // expect: SS039
                .start("out/lake/refunds");
    }
}
