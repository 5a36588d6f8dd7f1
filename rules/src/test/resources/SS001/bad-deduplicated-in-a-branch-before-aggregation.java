package com.acme.telemetry;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The Dataset is reassigned inside an if: after it, it is one of two lineages, and both aggregate without a
 * watermark, so the aggregation is reported (once, since it fails on every path).
 */
public class DeviceEventCounts {
    public static void main(String[] args) throws Exception {
        boolean deduplicate = args.length > 0 && Boolean.parseBoolean(args[0]);
        SparkSession spark = SparkSession.builder().appName("device-event-counts").getOrCreate();
        Dataset<Row> events = spark.readStream().format("rate").option("rowsPerSecond", 100).load()
                .selectExpr("timestamp AS eventTime", "value % 50 AS deviceId", "value AS eventId");
        if (deduplicate) {
            events = events.dropDuplicates("eventId"); // expect: SS035 "keeps every 'eventId' value seen in the state for ever: no key column carries a watermark" "use dropDuplicatesWithinWatermark(\"eventId\")"
        }
        events.groupBy(window(col("eventTime"), "1 minute"), col("deviceId")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"eventTime\", \"<delay>\") before groupBy(window(col(\"eventTime\"), \"1 minute\"), col(\"deviceId\"))"
                .count()
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "/checkpoints/device-event-counts")
                .start("/lake/device_event_counts")
                .awaitTermination();
    }
}
