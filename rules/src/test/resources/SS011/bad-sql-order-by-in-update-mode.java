package com.acme.ss011.sqlorderbyupdate;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A leaderboard sorted in SQL and written in update mode: only complete mode keeps a whole, sortable result. */
class SqlLeaderboardJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sql-leaderboard").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(30).as("player"), col("value").mod(100).as("points"))
                .createOrReplaceTempView("scores");
        Dataset<Row> leaderboard = spark.sql( // expect: SS011 "Spark rejects the query at start() with \"Sorting is not supported on streaming DataFrames/Datasets, unless it is on aggregated DataFrame/Dataset in Complete output mode\"" "Write it with outputMode(\"complete\")"
                "SELECT player, sum(points) AS score FROM scores GROUP BY player ORDER BY score DESC");
        leaderboard.writeStream()
                .outputMode("update")
                .format("memory")
                .queryName("sql_leaderboard")
                .start();
    }
}
