package com.acme.ss029.servers;

import org.apache.spark.sql.SparkSession;

/**
 * Only the unprefixed bootstrap.servers: Spark rejects the source at load() for the missing kafka.bootstrap.servers
 * (SS026, whose message names this key): one root cause, one finding.
 */
class AuditTail {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("audit-tail").getOrCreate();
        spark.readStream()
                .format("kafka") // expect: SS026
                .option("bootstrap.servers", "broker-1:9092")
                .option("subscribe", "audit")
                .option("maxOffsetsPerTrigger", 1000L)
                .load()
                .writeStream().format("console").start();
    }
}
