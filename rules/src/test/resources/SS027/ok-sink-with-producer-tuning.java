package com.acme.ss027.producer;

import org.apache.spark.sql.SparkSession;

/** Producer tuning Spark passes on: acks, compression, and a short metadata wait to fail fast. */
class MetricsPublisherJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("metrics-publisher").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("CAST(value % 8 AS STRING) AS key", "to_json(struct(*)) AS value")
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("kafka.acks", "all")
                .option("kafka.compression.type", "lz4")
                .option("kafka.max.block.ms", "2000")
                .option("kafka.value.deserializer", "org.apache.kafka.common.serialization.StringDeserializer")
                .option("topic", "metrics")
                .option("checkpointLocation", "checkpoints/ss027-metrics")
                .start();
    }
}
