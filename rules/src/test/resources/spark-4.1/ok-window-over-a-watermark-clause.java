package com.acme.spark41.watermarkclause;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Spark 4.1: the watermark is set in SQL, on the column the window groups by; append mode is accepted. */
class SensorMinutesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-minutes").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(5).as("sensor"), col("timestamp").as("readAt"))
                .createOrReplaceTempView("readings");
        Dataset<Row> perMinute = spark.sql("""
                SELECT window(readAt, '1 minute') AS minute, sensor, count(*) AS readings
                FROM readings WATERMARK readAt DELAY OF INTERVAL 2 MINUTES
                GROUP BY window(readAt, '1 minute'), sensor
                """);
        perMinute.writeStream()
                .outputMode("append")
                .format("console")
                .start()
                .awaitTermination();
    }
}
