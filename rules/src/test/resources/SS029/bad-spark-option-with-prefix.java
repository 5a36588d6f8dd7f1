package com.acme.ss029.prefixed;

import org.apache.spark.sql.SparkSession;

/** Spark's own options written with the kafka. prefix go to the consumer: the query starts from latest. */
class LedgerReplay {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ledger-replay").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "ledger")
                .option("kafka.startingOffsets", "earliest") // expect: SS029 "silently ignores kafka.startingOffsets: Spark passes only keys starting with \"kafka.\" to the consumer" "write startingOffsets"
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .writeStream().format("console").start();
    }
}
