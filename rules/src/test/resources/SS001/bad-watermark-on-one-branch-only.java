package com.acme.telemetry;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The watermark is added only when a flag is set: without it Spark rejects the query. */
public class SensorWindows {
    public static void main(String[] args) throws Exception {
        boolean lateDataTolerant = args.length > 0 && args[0].equals("--tolerate-late-data");
        SparkSession spark = SparkSession.builder().appName("sensor-windows").getOrCreate();
        Dataset<Row> readings = spark.readStream().format("rate").load()
                .selectExpr("timestamp AS readAt", "value % 20 AS sensorId", "value AS reading");
        if (lateDataTolerant) {
            readings = readings.withWatermark("readAt", "30 minutes");
        }
        readings.groupBy(window(col("readAt"), "5 minutes"), col("sensorId")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"readAt\", \"<delay>\") before groupBy(window(col(\"readAt\"), \"5 minutes\"), col(\"sensorId\"))"
                .avg("reading")
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "/checkpoints/sensor-windows")
                .toTable("silver.sensor_windows")
                .awaitTermination();
    }
}
