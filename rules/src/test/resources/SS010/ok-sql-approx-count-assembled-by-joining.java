package com.acme.ss010.oksqlapproxcountassembledbyjoining;

import static org.apache.spark.sql.functions.col;

import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.apache.spark.sql.SparkSession;

/**
 * The same assembled SQL with approx_count_distinct, which a stream aggregates incrementally; and a StringBuilder kept
 * in a variable, whose appends the linter does not follow (the text stays unknown, so nothing is judged).
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
        String joined = String.join(" ", "SELECT page, approx_count_distinct(visitorId) AS visitors", "FROM visits",
                "GROUP BY page");
        spark.sql(joined)
                .writeStream().outputMode("update").format("memory").queryName("approx_joined").start();
        String collected = Stream.of("page", "approx_count_distinct(visitorId) AS visitors")
                .collect(Collectors.joining(", ", "SELECT ", " FROM visits GROUP BY page"));
        spark.sql(collected)
                .writeStream().outputMode("update").format("memory").queryName("approx_collected").start();
        StringBuilder sql = new StringBuilder("SELECT page, approx_count_distinct(visitorId) AS visitors");
        sql.append(" FROM visits GROUP BY page");
        spark.sql(sql.toString())
                .writeStream().outputMode("update").format("memory").queryName("approx_built").start();
    }
}
