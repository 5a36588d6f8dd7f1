package com.acme.ss031.mirror;

import org.apache.spark.sql.SparkSession;

/** Records are mirrored to another topic: the Kafka source's key and value columns go through as they are. */
class TopicMirrorJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("topic-mirror").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "payments")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .select("key", "value")
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("topic", "payments-mirror")
                .option("checkpointLocation", "checkpoints/ss031-payments-mirror")
                .start();
    }
}
