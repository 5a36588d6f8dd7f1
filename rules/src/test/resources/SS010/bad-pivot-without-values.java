package com.acme.ss010.pivot;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.SparkSession;

/** pivot() without values collects the distinct values first: a batch job, refused on a stream at the call. */
class OrderStatusBoardJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-status-board").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .withColumn("status", col("value").mod(4))
                .withWatermark("timestamp", "30 seconds")
                .groupBy(window(col("timestamp"), "1 minute"))
                .pivot("status") // expect: SS010 "it throws \"pivot is not supported on a streaming DataFrames/Datasets\" at this call" "Aggregate each value with when(...) instead"
                .count()
                .writeStream()
                .format("memory")
                .queryName("order_status_board")
                .start();
    }
}
