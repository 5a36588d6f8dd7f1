package com.acme.payments.config;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamReader;

/** Connection settings shared by the payment jobs. */
public final class KafkaSettings {

    public static final String FORMAT = "kafka";
    public static final String BOOTSTRAP_SERVERS = "kafka-payments-1:9093,kafka-payments-2:9093";

    private KafkaSettings() {
    }

    public static DataStreamReader consumer(SparkSession spark, String topic) {
        return spark.readStream()
                .format(FORMAT) // expect: SS002 "on its first start (startingOffsets \"earliest\") and after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", BOOTSTRAP_SERVERS)
                .option("kafka.security.protocol", "SSL")
                .option("subscribe", topic)
                .option("startingOffsets", "earliest");
    }
}
