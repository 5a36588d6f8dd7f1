package com.acme.ss027.unprefixed;

import org.apache.spark.sql.SparkSession;

/** Without the kafka. prefix these settings never reach the consumer: Spark ignores them (no error). */
class NotificationsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("notifications").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "notifications")
                .option("auto.offset.reset", "earliest") // expect: SS029
                .option("value.deserializer", "org.apache.kafka.common.serialization.StringDeserializer") // expect: SS029
                .option("enable.auto.commit", "false") // expect: SS029
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
