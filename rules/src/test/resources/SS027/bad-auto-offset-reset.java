package com.acme.ss027.offsetreset;

import org.apache.spark.sql.SparkSession;

/** Copied from a plain Kafka consumer: where to start is Spark's startingOffsets, not the consumer's reset policy. */
class ClickReplayJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-replay").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "clicks")
                .option("kafka.auto.offset.reset", "earliest") // expect: SS027 "Spark rejects it at load() with \"Kafka option 'auto.offset.reset' is not supported\"" "set the source option startingOffsets (\"earliest\" or \"latest\") instead"
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .format("console")
                .start();
    }
}
