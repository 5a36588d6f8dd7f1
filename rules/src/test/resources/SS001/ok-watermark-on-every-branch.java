package com.acme.telemetry;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Both branches watermark the event time, only the delay differs: every path is accepted. */
public class SensorWindowsByEnvironment {
    public static void main(String[] args) throws Exception {
        boolean production = args.length > 0 && args[0].equals("prod");
        SparkSession spark = SparkSession.builder().appName("sensor-windows").getOrCreate();
        Dataset<Row> readings = spark.readStream().format("rate").load()
                .selectExpr("timestamp AS readAt", "value % 20 AS sensorId", "value AS reading");
        if (production) {
            readings = readings.withWatermark("readAt", "2 hours");
        } else {
            readings = readings.withWatermark("readAt", "1 minute");
        }
        readings.groupBy(window(col("readAt"), "5 minutes"), col("sensorId"))
                .avg("reading")
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "/checkpoints/sensor-windows")
                .toTable("silver.sensor_windows")
                .awaitTermination();
    }
}
