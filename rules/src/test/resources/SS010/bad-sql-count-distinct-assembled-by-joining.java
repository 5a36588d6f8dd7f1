package com.acme.ss010.sqlcountdistinctassembledbyjoining;

import static org.apache.spark.sql.functions.col;

import java.util.List;
import java.util.stream.Collectors;

import org.apache.spark.sql.SparkSession;

/**
 * SQL assembled from clauses with String.join, a StringBuilder chain and Collectors.joining is read like a
 * concatenation: each query counts distinct visitors, which a stream cannot do incrementally.
 */
class PageVisitorsReportsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-visitors-reports").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(7).as("page"), col("value").mod(100).as("visitorId"))
                .createOrReplaceTempView("visits");
        String joined = String.join(" ", "SELECT page, count(DISTINCT visitorId) AS visitors", "FROM visits",
                "GROUP BY page");
        spark.sql(joined) // expect: SS010 "Distinct aggregations are not supported on streaming DataFrames/Datasets" "Use approx_count_distinct(...)"
                .writeStream().outputMode("update").format("memory").queryName("visitors_joined").start();
        String built = new StringBuilder("SELECT page, ").append("count(DISTINCT visitorId) AS visitors ")
                .append("FROM visits GROUP BY page").toString();
        spark.sql(built) // expect: SS010 "Distinct aggregations are not supported on streaming DataFrames/Datasets" "Use approx_count_distinct(...)"
                .writeStream().outputMode("update").format("memory").queryName("visitors_built").start();
        String collected = List.of("page", "count(DISTINCT visitorId) AS visitors").stream()
                .collect(Collectors.joining(", ", "SELECT ", " FROM visits GROUP BY page"));
        spark.sql(collected) // expect: SS010 "Distinct aggregations are not supported on streaming DataFrames/Datasets" "Use approx_count_distinct(...)"
                .writeStream().outputMode("update").format("memory").queryName("visitors_collected").start();
    }
}
