package com.acme.ss012.append;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Per-minute counts per sensor, then per minute over all sensors: chained aggregations are allowed in append mode
 * since Spark 3.4, because each window is emitted once, when the watermark closes it.
 */
class SensorMinutesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-minutes").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> perSensor = spark.readStream().format("rate").load()
                .withColumn("sensor", col("value").mod(8))
                .withWatermark("timestamp", "10 seconds")
                .groupBy(window(col("timestamp"), "5 seconds"), col("sensor"))
                .count();
        perSensor.groupBy(col("window"))
                .agg(sum("count").as("readings"))
                .writeStream()
                .outputMode("append")
                .format("console")
                .start();
    }
}
