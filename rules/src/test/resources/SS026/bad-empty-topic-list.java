package com.acme.ss026.emptytopics;

import org.apache.spark.sql.SparkSession;

/** The topic list is built from a constant that was left empty. */
class DeviceTelemetryJob {

    static final class Topics {
        static final String TELEMETRY = " ";
        static final String ALL = TELEMETRY + ",";
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-telemetry").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("maxOffsetsPerTrigger", 50000L)
                .option("subscribe", Topics.ALL) // expect: SS026 "Spark rejects it at load() with \"No topics to subscribe to as specified value for option 'subscribe' is ' ,'\"" "Name the topics, separated by commas"
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
