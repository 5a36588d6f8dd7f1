package com.acme.ss011.sqlorderbycomplete;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The SQL sorts an aggregation written in complete mode: each trigger rewrites the whole, sorted result. */
class SqlHighScoresJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sql-high-scores").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(30).as("player"), col("value").mod(100).as("points"))
                .createOrReplaceTempView("scores");
        Dataset<Row> highScores = spark.sql(
                "SELECT player, sum(points) AS score FROM scores GROUP BY player ORDER BY score DESC, player");
        highScores.writeStream()
                .outputMode("complete")
                .format("memory")
                .queryName("sql_high_scores")
                .start();
    }
}
