package com.acme.ss010.except;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Which registered devices have not reported: subtracting a stream from a batch has no incremental plan. */
class SilentDevicesJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("silent-devices").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> registered = spark.range(100).withColumnRenamed("id", "deviceId");
        Dataset<Row> reporting = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(100).as("deviceId"));

        registered.except(reporting) // expect: SS010 "Spark rejects the query at start() with \"Except on a streaming DataFrame/Dataset on the right is not supported\"" "Subtract from the stream instead (stream.join(other, <keys>, \"left_anti\"))"
                .writeStream()
                .format("memory")
                .queryName("silent_devices")
                .start();
    }
}
