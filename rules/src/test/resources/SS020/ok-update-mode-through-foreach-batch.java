package com.acme.ss020.foreachbatch;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Update mode is fine when foreachBatch writes the files: each batch overwrites the current totals. */
class LiveTotalsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("live-totals").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 5 AS channel")
                .groupBy("channel")
                .count()
                .writeStream()
                .outputMode("update")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().mode("overwrite").parquet("out/live-totals"))
                .option("checkpointLocation", "checkpoints/live-totals")
                .start();
    }
}
