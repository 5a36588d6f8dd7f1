package com.acme.ss019.insidebatch;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** With foreachBatch, the partitioning belongs to the batch writer. */
class ReturnsArchiveJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("returns-archive").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS returnId", "value % 6 AS warehouse")
                .writeStream()
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().mode("append").partitionBy("warehouse").parquet("out/returns-archive")) // expect: SS038
                .option("checkpointLocation", "checkpoints/returns-archive")
                .start();
    }
}
