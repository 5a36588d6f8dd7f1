package com.shop.orders;

import java.util.HashMap;
import java.util.Map;

/** Settings in one place, as many teams keep them: constants, and the Kafka options as a map. */
final class PipelineConfig {

    static final String BOOTSTRAP = "kafka-1.shop.internal:9092,kafka-2.shop.internal:9092";
    static final String ORDERS_TOPIC = "orders.v2";
    static final String CHECKPOINT_ROOT = "s3a://shop-streaming/checkpoints/";

    private PipelineConfig() {
    }

    static Map<String, String> kafkaOptions(String topic) {
        Map<String, String> options = new HashMap<>();
        options.put("kafka.bootstrap.servers", BOOTSTRAP);
        options.put("subscribe", topic);
        options.put("startingOffsets", "latest");
        options.put("maxOffsetsPerTrigger", "200000");
        return options;
    }
}
