package com.acme.ss010.sqlcountdistinct;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Distinct visitors per page counted in SQL over a temp view of the stream: an exact distinct count has no incremental plan. */
class PageVisitorsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-visitors").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(7).as("page"), col("value").mod(100).as("visitorId"))
                .createOrReplaceTempView("visits");
        Dataset<Row> visitors = spark.sql( // expect: SS010 "Spark rejects the query at start() with \"Distinct aggregations are not supported on streaming DataFrames/Datasets. Consider using approx_count_distinct() instead.\"" "Use approx_count_distinct(...)"
                "SELECT page, count(DISTINCT visitorId) AS visitors FROM visits GROUP BY page");
        visitors.writeStream()
                .outputMode("update")
                .format("memory")
                .queryName("page_visitors")
                .start();
    }
}
