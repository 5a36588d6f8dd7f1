package com.acme.ss023.okintervalssparkreads;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** Plurals, several units, the interval prefix: all read by Spark. */
class ClickCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-intervals-spark-reads").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "interval 1 hour 30 minutes")
                .groupBy(window(col("timestamp"), "10 minutes", "5 minutes"))
                .count()
                .writeStream()
                .format("console")
                .trigger(Trigger.ProcessingTime("10 seconds"))
                .start();
    }
}
