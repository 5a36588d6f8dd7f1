package com.acme.ss012.complete;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.SparkSession;

/** The busiest minute so far: the maximum of per-minute counts, rewritten in complete mode. */
class BusiestMinuteJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("busiest-minute").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "1 minute")
                .groupBy(window(col("timestamp"), "1 minute"))
                .count()
                .agg(max("count").as("busiest")) // expect: SS012 "would drop them as late: Spark rejects the query at start()" "Chain them in append mode (allowed since Spark 3.4"
                .writeStream()
                .outputMode("complete")
                .format("console")
                .start();
    }
}
