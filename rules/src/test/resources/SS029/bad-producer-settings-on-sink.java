package com.acme.ss029.sink;

import org.apache.spark.sql.SparkSession;

/** Producer tuning without the prefix on the Kafka sink: acks and compression stay at the client defaults. */
class AlertsPublisher {

    private static final String ACKS = "acks";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("alerts-publisher").getOrCreate();
        spark.readStream().format("rate").load()
                .selectExpr("CAST(value AS STRING) AS key", "CAST(timestamp AS STRING) AS value")
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("topic", "alerts")
                .option(ACKS, "all") // expect: SS029 "silently ignores acks: Spark passes only keys starting with \"kafka.\" to the producer" "Write kafka.acks to apply acks"
                .option("compression.type", "zstd") // expect: SS029 "silently ignores compression.type: Spark passes only keys starting with \"kafka.\" to the producer" "Write kafka.compression.type to apply compression.type"
                .option("checkpointLocation", "/chk/alerts")
                .start();
    }
}
