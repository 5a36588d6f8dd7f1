package com.acme.ss049.fresh;

import static org.apache.spark.sql.functions.current_timestamp;

import org.apache.spark.sql.SparkSession;

/** The only watermark is on a column the job adds: nothing upstream defines one. */
class SensorDedup {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-dedup").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withColumn("seenAt", current_timestamp())
                .withWatermark("seenAt", "5 seconds")
                .dropDuplicates("value", "seenAt")
                .writeStream()
                .format("memory")
                .queryName("sensor_dedup")
                .start();
    }
}
