package com.acme.spark41.otherColumn;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The watermark is on receivedAt, the window on readAt: the window's state is never closed, append is rejected. */
class SensorMinutesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-minutes").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").as("sensor"), col("timestamp").as("readAt"), col("timestamp").as("receivedAt"))
                .createOrReplaceTempView("readings");
        Dataset<Row> perMinute = spark.sql( // expect: SS001
                """
                SELECT window(readAt, '1 minute') AS minute, count(*) AS readings
                FROM readings WATERMARK receivedAt DELAY OF INTERVAL 2 MINUTES
                GROUP BY window(readAt, '1 minute')
                """);
        perMinute.writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
