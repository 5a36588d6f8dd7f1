package com.acme.demo;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** A socket source has no backlog and no read limit: Once and AvailableNow run the same single batch. */
class TriggerTour {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("trigger-tour").getOrCreate();
        spark.readStream().format("socket").option("host", "localhost").option("port", 9999).load()
                .writeStream()
                .format("console")
                .trigger(Trigger.Once())
                .start()
                .awaitTermination();
    }
}
