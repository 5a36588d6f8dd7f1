package com.acme.ss027.startingoffsets;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;

/** Where to start is startingOffsets, and the bytes are decoded with DataFrame operations. */
class SearchQueriesJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("search-queries").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "search-queries")
                .option("startingOffsets", "earliest")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .select(col("key").cast("string").as("sessionId"), col("value").cast("string").as("query"))
                .writeStream()
                .format("noop")
                .start();
    }
}
