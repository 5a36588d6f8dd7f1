package com.acme.ss011.configured;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** The output mode comes from the environment: the linter cannot tell whether the sort is allowed. */
class ConfiguredRankingJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("configured-ranking").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        String mode = System.getenv().getOrDefault("RANKING_OUTPUT_MODE", "complete");
        spark.readStream()
                .format("rate")
                .load()
                .groupBy(col("value").mod(5).as("bucket"))
                .count()
                .orderBy("bucket")
                .limit(3)
                .writeStream()
                .outputMode(mode)
                .format("memory")
                .queryName("configured_ranking")
                .start();
    }
}
