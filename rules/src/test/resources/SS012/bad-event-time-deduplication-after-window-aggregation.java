package com.acme.ss012.dedup;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/**
 * Windowed counts written as updates, deduplicated per window: the window column carries the watermark, so the
 * deduplication is stateful and sits downstream of an update-mode aggregation.
 */
class WindowAlertsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("window-alerts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> counts = spark.readStream().format("rate").load()
                .withWatermark("timestamp", "30 seconds")
                .groupBy(window(col("timestamp"), "10 seconds"))
                .count();
        counts.filter(col("count").gt(5))
                .dropDuplicates("window") // expect: SS012 "would drop them as late: Spark rejects the query at start()" "Chain them in append mode (allowed since Spark 3.4"
                .writeStream()
                .outputMode(OutputMode.Update())
                .format("console")
                .start();
    }
}
