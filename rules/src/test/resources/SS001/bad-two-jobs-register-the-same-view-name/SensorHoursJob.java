package com.acme.ss001.sameviewname;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The stream is watermarked before it is registered: the SQL window is over the watermarked column. The view has the name of the other job's view, which lives in that job's session. */
class SensorHoursJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-hours").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(5).as("sensor"), col("timestamp").as("readAt"))
                .withWatermark("readAt", "2 minutes")
                .createOrReplaceTempView("readings");
        Dataset<Row> perHour = spark.sql("""
                SELECT window(readAt, '1 hour') AS hour, sensor, count(*) AS readings
                FROM readings
                GROUP BY window(readAt, '1 hour'), sensor
                """);
        perHour.writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
