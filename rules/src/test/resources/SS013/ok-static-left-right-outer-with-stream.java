package com.acme.ss013.staticright;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The static device list on the left of a right outer join with the heartbeat stream keeps every heartbeat
 * (the stream is the preserved side), so Spark runs it; so does a left semi join with the stream on the left.
 */
class HeartbeatsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("heartbeats").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> devices = spark.range(0, 20).withColumnRenamed("id", "deviceId");
        Dataset<Row> heartbeats = spark.readStream().format("rate").load()
                .select(col("value").mod(25).as("beatDeviceId"), col("timestamp").as("beatAt"));

        Dataset<Row> known = heartbeats.join(devices, col("beatDeviceId").equalTo(col("deviceId")), "left_semi");
        devices.join(known, col("deviceId").equalTo(col("beatDeviceId")), "rightouter")
                .writeStream()
                .format("noop")
                .start();
    }
}
