package com.acme.ss010.approx;

import static org.apache.spark.sql.functions.approx_count_distinct;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.SparkSession;

/** approx_count_distinct has an incremental plan: the distinct-aggregate restriction does not apply. */
class UniqueListenersJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("unique-listeners").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(12).as("track"), col("value").mod(300).as("listenerId"),
                        col("timestamp").as("playedAt"))
                .withWatermark("playedAt", "1 minute")
                .groupBy(window(col("playedAt"), "10 minutes"), col("track"))
                .agg(approx_count_distinct("listenerId", 0.02).as("listeners"))
                .writeStream()
                .outputMode("update")
                .format("memory")
                .queryName("unique_listeners")
                .start();
    }
}
