package com.acme.ss014.unreadable;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import java.util.Map;
import java.util.function.Function;

import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Join conditions the linter does not read: SQL text calling functions, and a Column built by a function picked
 * from a map at run time. It says nothing about them (both are valid: watermarked clicks, a one-hour range).
 */
class CountryClicksJob {

    private static final Map<String, Function<String, Column>> WITHIN = Map.of(
            "hour", time -> col("clickTime").between(col(time), col(time).plus(expr("INTERVAL 1 HOUR"))));

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("country-clicks").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> impressions = spark.readStream().format("rate").load()
                .selectExpr("value AS impressionAdId", "CAST(value % 3 AS STRING) AS impressionCountry",
                        "timestamp AS impressionTime");
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .selectExpr("value AS clickAdId", "CAST(value % 3 AS STRING) AS clickCountry", "timestamp AS clickTime")
                .withWatermark("clickTime", "10 minutes");

        impressions.join(clicks,
                        expr("upper(clickCountry) = upper(impressionCountry) AND clickAdId = impressionAdId "
                                + "AND clickTime >= impressionTime AND clickTime <= impressionTime + interval 1 hour"),
                        "left_outer")
                .writeStream()
                .format("noop")
                .start();

        impressions.join(clicks,
                        col("clickAdId").equalTo(col("impressionAdId")).and(WITHIN.get("hour").apply("impressionTime")),
                        "left_outer")
                .writeStream()
                .format("noop")
                .start();
    }
}
