package com.acme.ss035.eventkey;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** Duplicates carry the same event time, which is a key: keys older than the watermark are evicted. */
class SensorReadings {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-readings").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(64).as("sensorId"), col("timestamp").as("readAt"))
                .withWatermark("readAt", "5 minutes")
                .dropDuplicates("sensorId", "READAT")
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
