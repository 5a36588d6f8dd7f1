package com.acme.ss009.configured;

import java.util.Map;

import org.apache.spark.sql.SparkSession;

/** The mode is read from the environment: the linter cannot tell it, so it says nothing. */
class ConfiguredCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("configured-counts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Map<String, String> env = System.getenv();
        String mode = env.getOrDefault("COUNTS_OUTPUT_MODE", "complete");
        spark.readStream()
                .format("rate")
                .load()
                .groupBy("value")
                .count()
                .writeStream()
                .outputMode(mode)
                .format("console")
                .start();
    }
}
