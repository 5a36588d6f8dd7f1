package com.fintech.payments.config;

import java.util.HashMap;
import java.util.Map;

/** Shared settings of the payment jobs: constants and small helpers, as the team keeps them. */
public final class StreamingSettings {

    public static final String BROKERS = "kafka-a.pay.internal:9093,kafka-b.pay.internal:9093";
    public static final String PAYMENTS_TOPIC = "payments.authorized.v3";
    public static final String SHUFFLE_PARTITIONS_KEY = "spark.sql.shuffle.partitions";
    public static final String SHUFFLE_PARTITIONS = "64";
    public static final String BACKPRESSURE_KEY = "spark.streaming.backpressure.enabled";

    /** Where the jobs keep their checkpoints. */
    private static final String CHECKPOINT_BASE = "/tmp/payments-checkpoints";

    private StreamingSettings() {
    }

    public static String checkpointFor(String queryName) {
        return CHECKPOINT_BASE + "/" + queryName;
    }

    public static Map<String, String> kafkaSource(String topic) {
        Map<String, String> options = new HashMap<>();
        options.put("kafka.bootstrap.servers", BROKERS);
        options.put("kafka.security.protocol", "SSL");
        options.put("subscribe", topic);
        options.put("startingOffsets", "earliest");
        options.put("maxOffsetsPerTrigger", "100000");
        return options;
    }
}
