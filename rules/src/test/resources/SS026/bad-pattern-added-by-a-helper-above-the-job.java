package com.acme.ss026.helperabove;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamReader;

/**
 * The regional variant adds a pattern through a helper written above the job, to a reader that already subscribes
 * to a topic: the pattern is set last, though its line comes first.
 */
class RegionalReturnsJob {

    static DataStreamReader withRegionalPattern(DataStreamReader reader) {
        return reader.option("subscribePattern", "returns-(eu|us)"); // expect: SS026 "Spark rejects it at load() with \"Only one of the following options can be specified for Kafka source: subscribe, subscribepattern, assign\"" "Keep exactly one of them"
    }

    static void run(SparkSession spark) throws Exception {
        DataStreamReader returns = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "returns")
                .option("maxOffsetsPerTrigger", 5000L);
        withRegionalPattern(returns)
                .load()
                .writeStream()
                .format("noop")
                .option("checkpointLocation", "/chk/regional-returns")
                .start();
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("regional-returns").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }
}
