package com.acme.ss013.crossfiltered;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A cross join of two streams narrowed by a key filter. The optimizer moves the filter into the join, but the
 * join stays a Cross join, which Spark's stream-stream join operator refuses at the first micro-batch.
 */
class DeviceAlertsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-alerts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> alerts = spark.readStream().format("rate").load()
                .select(col("value").mod(10).as("alertDeviceId"), col("timestamp").as("alertedAt"));
        Dataset<Row> readings = spark.readStream().format("rate").load()
                .select(col("value").mod(10).as("readingDeviceId"), col("timestamp").as("readAt"));

        alerts.crossJoin(readings) // expect: SS013 "starts, then fails its first micro-batch" "Use join(other, col(\"<left key>\").equalTo(col(\"<right key>\")))"
                .filter(col("alertDeviceId").equalTo(col("readingDeviceId")))
                .writeStream()
                .format("noop")
                .start();
    }
}
