package com.acme.metrics;

import static org.apache.spark.sql.functions.col;

import java.util.ArrayList;
import java.util.List;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Aggregations are collected in a list and started in a lambda: each is followed to its sink. */
public class MetricsFanOut {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("metrics-fan-out").getOrCreate();
        Dataset<Row> metrics = spark.readStream().format("rate").load()
                .selectExpr("timestamp AS at", "value % 7 AS host", "value % 3 AS metric", "value AS v");
        List<Dataset<Row>> aggregates = new ArrayList<>();
        aggregates.add(metrics.groupBy(col("host")).count()); // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") before groupBy(col(\"host\"))"
        aggregates.add(metrics.groupBy(col("metric")).avg("v")); // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") before groupBy(col(\"metric\"))"
        aggregates.forEach(aggregate -> {
            try {
                aggregate.writeStream()
                        .format("parquet")
                        .option("checkpointLocation", "/checkpoints/metrics-" + aggregate.hashCode())
                        .start("/lake/metrics");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        spark.streams().awaitAnyTermination();
    }
}
