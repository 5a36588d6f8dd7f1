package com.acme.streams.kafka;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The team's Kafka reader: every job reads its topic through it. */
public final class KafkaTopics {

    private static final String BROKERS = "kafka-1.acme.internal:9093,kafka-2.acme.internal:9093";

    private KafkaTopics() {
    }

    public static Dataset<Row> read(SparkSession spark, String topic) {
        return spark.readStream()
                .format("kafka") // expect: SS002 "on its first start (startingOffsets \"earliest\") and after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", BROKERS)
                .option("kafka.security.protocol", "SSL")
                .option("subscribe", topic)
                .option("startingOffsets", "earliest")
                .load();
    }
}
