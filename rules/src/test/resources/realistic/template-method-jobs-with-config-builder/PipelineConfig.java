package com.acme.pipelines;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** A pipeline's settings, built once per job with a fluent builder; Kafka defaults are copied in a loop. */
public final class PipelineConfig {

    private static final String[][] KAFKA_DEFAULTS = {
            {"kafka.bootstrap.servers", "kafka-1.acme.internal:9093"},
            {"kafka.security.protocol", "SSL"},
            {"startingOffsets", "earliest"},
    };

    private final String name;
    private final String topic;
    private final String checkpointRoot;
    private final Map<String, String> kafka;

    private PipelineConfig(Builder builder) {
        this.name = builder.name;
        this.topic = builder.topic;
        this.checkpointRoot = builder.checkpointRoot;
        this.kafka = Collections.unmodifiableMap(new LinkedHashMap<>(builder.kafka));
    }

    public static Builder named(String name) {
        Builder builder = new Builder(name);
        for (String[] option : KAFKA_DEFAULTS) {
            builder.kafkaOption(option[0], option[1]);
        }
        return builder;
    }

    public String name() {
        return name;
    }

    public String topic() {
        return topic;
    }

    public String checkpoint() {
        return checkpointRoot + "/" + name;
    }

    public Map<String, String> kafka() {
        return kafka;
    }

    public static final class Builder {
        private final String name;
        private String topic;
        private String checkpointRoot = "s3a://acme-lake/_checkpoints";
        private final Map<String, String> kafka = new LinkedHashMap<>();

        private Builder(String name) {
            this.name = name;
        }

        public Builder topic(String topic) {
            this.topic = topic;
            return this;
        }

        public Builder checkpointRoot(String root) {
            this.checkpointRoot = root;
            return this;
        }

        public Builder kafkaOption(String key, String value) {
            kafka.put(key, value);
            return this;
        }

        public PipelineConfig build() {
            return new PipelineConfig(this);
        }
    }
}
