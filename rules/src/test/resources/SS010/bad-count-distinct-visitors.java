package com.acme.ss010.visitors;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.countDistinct;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/** Unique visitors per page and window: an exact distinct count has no incremental plan. */
class UniqueVisitorsJob {

    private static final Column UNIQUE_VISITORS = countDistinct("visitorId").as("uniqueVisitors");

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("unique-visitors").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> visits = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(7).as("page"), col("value").mod(100).as("visitorId"),
                        col("timestamp").as("visitedAt"))
                .withWatermark("visitedAt", "1 minute");

        visits.groupBy(window(col("visitedAt"), "5 minutes"), col("page")) // expect: SS010 "Spark rejects the query at start() with \"Distinct aggregations are not supported on streaming DataFrames/Datasets. Consider using approx_count_distinct() instead.\"" "Use approx_count_distinct(...)"
                .agg(UNIQUE_VISITORS)
                .writeStream()
                .outputMode(OutputMode.Update())
                .format("memory")
                .queryName("unique_visitors")
                .start();
    }
}
