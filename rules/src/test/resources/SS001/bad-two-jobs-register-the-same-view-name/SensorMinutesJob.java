package com.acme.ss001.sameviewname;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Readings per sensor and minute in SQL over a temp view of the stream; the other job watermarks its own view of that name, not this one. */
class SensorMinutesJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-minutes").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(5).as("sensor"), col("timestamp").as("readAt"))
                .createOrReplaceTempView("readings");
        Dataset<Row> perMinute = spark.sql( // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "Add .withWatermark(\"readAt\", \"<delay>\") to the streaming Dataset before it is registered"
                "SELECT window(readAt, '1 minute') AS minute, sensor, count(*) AS readings "
                        + "FROM readings GROUP BY window(readAt, '1 minute'), sensor");
        perMinute.writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
