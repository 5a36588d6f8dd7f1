package com.acme.ss020.complete;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.SparkSession;

/** Running totals rewritten every batch: the parquet sink can only append files. */
class StoreTotalsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("store-totals").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 10 AS store", "value AS amount")
                .groupBy(col("store"))
                .agg(sum("amount").alias("total"))
                .writeStream()
                .format("parquet")
                .outputMode("complete") // expect: SS020 "file sinks only append: Spark rejects it at start()" "Write in append mode (an aggregation then needs a watermark), or use foreachBatch"
                .option("checkpointLocation", "checkpoints/store-totals")
                .start("out/store-totals");
    }
}
