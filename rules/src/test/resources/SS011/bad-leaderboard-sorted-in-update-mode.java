package com.acme.ss011.leaderboard;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.SparkSession;

/** A sorted leaderboard written in update mode: only complete mode keeps a whole, sortable result. */
class LeaderboardJob {

    static final String MODE = "update";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("leaderboard").getOrCreate();
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
                .orderBy(col("score").desc()) // expect: SS011 "Spark rejects the query at start() with \"Sorting is not supported on streaming DataFrames/Datasets, unless it is on aggregated DataFrame/Dataset in Complete output mode\"" "Write it with outputMode(\"complete\")"
                .writeStream()
                .outputMode(MODE)
                .format("memory")
                .queryName("leaderboard")
                .start();
    }
}
