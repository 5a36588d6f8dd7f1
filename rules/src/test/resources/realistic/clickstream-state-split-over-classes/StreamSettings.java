package com.media.clickstream;

import java.util.LinkedHashMap;
import java.util.Map;

/** Job settings as constants and a Kafka option map filled in a loop. */
final class StreamSettings {

    static final String EVENT_TIME = "eventTime";
    static final String LATENESS = "15 minutes";
    static final String CHECKPOINTS = "s3a://media-streaming/checkpoints/";
    private static final String[][] KAFKA = {
            {"kafka.bootstrap.servers", "kafka-a.media.internal:9092"},
            {"startingOffsets", "latest"},
            {"maxOffsetsPerTrigger", "100000"},
    };

    private StreamSettings() {
    }

    static Map<String, String> kafka(String topic) {
        Map<String, String> options = new LinkedHashMap<>();
        for (String[] kv : KAFKA) {
            options.put(kv[0], kv[1]);
        }
        options.put("subscribe", topic);
        return options;
    }
}
