package com.acme.clicks;

import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/** Tuning copied from a DStreams job: backpressure and a per-partition rate on the SparkConf. */
class ClickstreamJob {

    public static void main(String[] args) throws Exception {
        SparkConf conf = new SparkConf()
                .setAppName("clickstream")
                .set("spark.streaming.backpressure.enabled", "true") // expect: SS032 "Structured Streaming never reads: it limits nothing for the readStream() source of this session" "Remove it, and where a reader has no limit use a read limit on the reader (maxOffsetsPerTrigger for Kafka, maxFilesPerTrigger for files)"
                .set("spark.streaming.kafka.maxRatePerPartition", "5000") // expect: SS032 "Structured Streaming never reads: it limits nothing for the readStream() source of this session" "Remove it, and where a reader has no limit use option(\"maxOffsetsPerTrigger\", <records per batch>) on the Kafka reader"
                .set("spark.sql.shuffle.partitions", "48");
        SparkSession spark = SparkSession.builder().config(conf).getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-web:9092")
                .option("subscribe", "clicks")
                .option("maxOffsetsPerTrigger", 100000L)
                .load()
                .writeStream().format("parquet")
                .option("checkpointLocation", "hdfs:///checkpoints/clickstream")
                .start("hdfs:///warehouse/clicks")
                .awaitTermination();
    }
}
