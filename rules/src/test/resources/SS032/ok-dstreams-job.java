package com.acme.legacy;

import org.apache.spark.SparkConf;
import org.apache.spark.streaming.Durations;
import org.apache.spark.streaming.api.java.JavaStreamingContext;

/** A DStreams job: these settings are read here. */
// expect: no streaming query
class LegacyClickCounter {

    public static void main(String[] args) throws Exception {
        SparkConf conf = new SparkConf()
                .setAppName("legacy-click-counter")
                .set("spark.streaming.backpressure.enabled", "true")
                .set("spark.streaming.kafka.maxRatePerPartition", "1000");
        JavaStreamingContext ssc = new JavaStreamingContext(conf, Durations.seconds(10));
        ssc.start();
        ssc.awaitTermination();
    }
}
