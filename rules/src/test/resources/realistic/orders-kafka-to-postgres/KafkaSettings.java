package com.shop.ingest.config;

import java.io.FileInputStream;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/** Kafka source options: client settings copied from a properties file, plus the job's own choices. */
public final class KafkaSettings {

    public static final String TOPIC = "shop.orders";
    public static final String MAX_OFFSETS = "maxOffsetsPerTrigger";
    static final String LENIENT = "false";

    private KafkaSettings() {
    }

    public static Map<String, String> sourceOptions(String propertiesFile, String groupId) throws IOException {
        Properties client = new Properties();
        try (FileInputStream in = new FileInputStream(propertiesFile)) {
            client.load(in);
        }
        Map<String, String> options = new HashMap<>();
        for (String name : client.stringPropertyNames()) {
            options.put("kafka." + name, client.getProperty(name));
        }
        options.put("subscribe", TOPIC);
        options.put(MAX_OFFSETS, "50000");
        options.put("group.id", groupId); // expect: SS029
        options.put("failOnDataLoss", LENIENT); // expect: SS030
        return options;
    }
}
