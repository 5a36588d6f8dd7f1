package com.acme.ss034.completewm;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A watermark and a window, but complete mode keeps every window anyway. */
class LatencyDashboard {
    static final String MODE = "complete";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("latency-dashboard").getOrCreate();
        Dataset<Row> requests = spark.readStream().format("rate").load()
                .select(col("timestamp").as("servedAt"), col("value").mod(300).as("latencyMs"))
                .withWatermark("servedAt", "2 minutes");

        requests.groupBy(window(col("servedAt"), "1 minute")) // expect: SS034 "the state (and the checkpoint) grows until the executors run out of memory" "Write it with outputMode(\"update\"), where the watermark on 'servedAt' evicts closed windows"
                .agg(avg("latencyMs").as("avgLatencyMs"))
                .writeStream()
                .outputMode(MODE)
                .format("console")
                .start()
                .awaitTermination();
    }
}
