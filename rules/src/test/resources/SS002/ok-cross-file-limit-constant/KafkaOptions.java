package com.acme.telemetry.config;

/** Option names and defaults shared by the telemetry jobs. */
public final class KafkaOptions {

    public static final String BOOTSTRAP = "kafka.bootstrap.servers";
    public static final String SUBSCRIBE = "subscribe";
    public static final String MAX_OFFSETS_PER_TRIGGER = "maxOffsetsPerTrigger";
    public static final long DEFAULT_MAX_OFFSETS = 100_000L;

    private KafkaOptions() {
    }
}
