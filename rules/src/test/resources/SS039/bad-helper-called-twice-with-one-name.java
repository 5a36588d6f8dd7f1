package com.acme.ss039.helper;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** One helper starts every sink; two calls pass the same name. */
class MetricsFanOutJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("metrics-fan-out").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static StreamingQuery startSink(Dataset<Row> metrics, String format, String name) throws Exception {
        return metrics.writeStream()
                .format(format)
                .queryName(name) // expect: SS039 "Spark rejects the second start()" "Give each query its own queryName"
                .start();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> metrics = spark.readStream().format("rate").load();
        startSink(metrics, "console", "metrics");
        startSink(metrics, "noop", "metrics");
    }
}
