package com.acme.ss024.badnegativedelay;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** A negative delay: Spark requires it to be positive. */
class ClickCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-negative-delay").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "-10 seconds") // expect: SS024 "Spark throws \"requirement failed: delay threshold (-10 seconds) should not be negative\"" "write it without the minus sign"
                .groupBy(window(col("timestamp"), "1 minute"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
