package com.acme.ss027.autocommit;

import org.apache.spark.sql.SparkSession;

/** Client settings prefixed from the consumer's own constant names: auto commit is Spark's business. */
class InventorySyncJob {

    static final class ConsumerKeys {
        static final String PREFIX = "kafka.";
        static final String ENABLE_AUTO_COMMIT = "enable.auto.commit";
        static final String FETCH_MAX_BYTES = "fetch.max.bytes";
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("inventory-sync").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "inventory")
                .option(ConsumerKeys.PREFIX + ConsumerKeys.FETCH_MAX_BYTES, "52428800")
                .option(ConsumerKeys.PREFIX + ConsumerKeys.ENABLE_AUTO_COMMIT, "true") // expect: SS027 "Spark rejects it at load() with \"Kafka option 'enable.auto.commit' is not supported\"" "Spark never commits offsets to Kafka, it keeps them in the checkpoint: remove it"
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
