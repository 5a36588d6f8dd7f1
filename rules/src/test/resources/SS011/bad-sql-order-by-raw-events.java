package com.acme.ss011.sqlorderbyraw;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Raw events sorted by time in SQL and appended: a stream that is not aggregated cannot be sorted. */
class SortedEventsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sorted-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").as("id"), col("timestamp").as("loggedAt"))
                .createOrReplaceTempView("events");
        Dataset<Row> sorted = spark.sql("SELECT id, loggedAt FROM events ORDER BY loggedAt"); // expect: SS011 "Spark rejects the query at start() with \"Sorting is not supported on streaming DataFrames/Datasets, unless it is on aggregated DataFrame/Dataset in Complete output mode\"" "Sort each micro-batch inside foreachBatch"
        sorted.writeStream()
                .format("memory")
                .queryName("sorted_events")
                .start();
    }
}
