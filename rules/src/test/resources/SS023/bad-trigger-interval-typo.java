package com.acme.ss023.badtriggerintervaltypo;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;


/** A typo in the trigger interval fails at Trigger.ProcessingTime. */
class MetricsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-trigger-interval-typo").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .writeStream()
                .format("console")
                .trigger(Trigger.ProcessingTime("5 secondz")) // expect: SS023 "It throws at this call, before the query starts" "Write a number and a unit of at most days"
                .start();
    }
}
