package com.acme.spark41.nowatermarkclause;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Spark 4.1's parser reads the query; without a WATERMARK clause the windowed count cannot be appended. */
class SensorMinutesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-minutes").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(5).as("sensor"), col("timestamp").as("readAt"))
                .createOrReplaceTempView("readings");
        Dataset<Row> perMinute = spark.sql( // expect: SS001
                """
                SELECT window(readAt, '1 minute') AS minute, sensor, count(*) AS readings
                FROM readings
                GROUP BY window(readAt, '1 minute'), sensor
                """);
        perMinute.writeStream()
                .outputMode("append")
                .format("console")
                .start()
                .awaitTermination();
    }
}
