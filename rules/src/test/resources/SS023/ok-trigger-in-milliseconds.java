package com.acme.ss023.oktriggerinmilliseconds;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;


/** ProcessingTime(long) takes milliseconds, not an interval string. */
class MetricsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-trigger-in-milliseconds").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .writeStream()
                .format("console")
                .trigger(Trigger.ProcessingTime(10000))
                .start();
    }
}
