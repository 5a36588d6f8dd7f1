package com.acme.ss044.watermarkclause;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The WATERMARK clause is Spark 4.1 syntax: Spark 4.0 (the target here) reads WATERMARK as an alias and stops. */
class SensorMinutesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-minutes").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().createOrReplaceTempView("readings");
        Dataset<Row> perMinute = spark.sql("""
                SELECT window(timestamp, '1 minute') AS minute, count(*) AS readings
                FROM readings WATERMARK timestamp DELAY OF INTERVAL 2 MINUTES -- // expect: SS044 "It throws a ParseException at this spark.sql(..) call" "call withWatermark(..) on the Dataset before registering its view"
                GROUP BY window(timestamp, '1 minute')""");
        perMinute.writeStream().format("console").start();
    }
}
