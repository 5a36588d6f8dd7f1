package com.acme.ss029.prefixed;

import org.apache.spark.sql.SparkSession;

/** Every client setting carries the kafka. prefix and reaches the consumer. */
class SecureIngest {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("secure-ingest").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9093")
                .option("kafka.security.protocol", "SASL_SSL")
                .option("kafka.sasl.mechanism", "PLAIN")
                .option("kafka.sasl.jaas.config", args[0])
                .option("kafka.max.poll.records", "1000")
                .option("subscribe", "orders")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream().format("console").start();
    }
}
