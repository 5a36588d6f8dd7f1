package com.acme.ss011.complete;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.SparkSession;

/** Sorting the aggregated result in complete mode is allowed: each trigger rewrites the whole result. */
class HighScoresJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("high-scores").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(30).as("player"), col("value").mod(100).as("points"))
                .groupBy("player")
                .agg(sum("points").as("score"))
                .orderBy(col("score").desc(), col("player"))
                .writeStream()
                .outputMode("complete")
                .format("memory")
                .queryName("high_scores")
                .start();
    }
}
