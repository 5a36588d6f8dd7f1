package com.acme.ss011.topten;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/** limit() in update mode: Spark refuses limits in update mode (append and complete accept them). */
class TrendingTagsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("trending-tags").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> tagCounts = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(50).as("tag"))
                .groupBy("tag")
                .count();

        tagCounts.limit(10) // expect: SS011 "Spark rejects the query at start() with \"Limits are not supported on streaming DataFrames/Datasets in Update output mode\"" "Write it in append mode (or complete, for an aggregation)"
                .writeStream()
                .outputMode(OutputMode.Update())
                .format("memory")
                .queryName("trending_tags")
                .start();
    }
}
