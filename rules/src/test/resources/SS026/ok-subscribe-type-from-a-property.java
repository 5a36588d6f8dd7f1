package com.acme.ss026.subscribetype;

import org.apache.spark.sql.SparkSession;

/**
 * As in Spark's JavaStructuredKafkaWordCount: the subscription key ("subscribe", "subscribePattern" or "assign")
 * is configurable, so which one is set cannot be known.
 */
class WordCountIngestJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("word-count-ingest").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        String subscribeType = System.getProperty("wordcount.subscribeType", "subscribe");
        String topics = System.getProperty("wordcount.topics", "lines");
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option(subscribeType, topics)
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .selectExpr("CAST(value AS STRING) AS line")
                .writeStream()
                .format("console")
                .start();
    }
}
