package com.acme.ss019.kafka;

import org.apache.spark.sql.SparkSession;

/** Kafka chooses partitions by key; partitionBy on the writer is ignored (a warning). */
class ClickForwarderJob {
    static final String BROKERS = "127.0.0.1:9";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-forwarder").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("CAST(value % 8 AS STRING) AS key", "CAST(value AS STRING) AS value")
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", BROKERS)
                .option("kafka.max.block.ms", "2000")
                .option("topic", "clicks")
                .option("checkpointLocation", "checkpoints/click-forwarder")
                .partitionBy("key") // expect: SS019 [warning] "has no effect: Spark never passes the columns to this sink" "Remove it; Kafka chooses partitions by the record key"
                .start();
    }
}
