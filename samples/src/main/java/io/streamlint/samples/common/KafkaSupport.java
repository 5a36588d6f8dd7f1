package io.streamlint.samples.common;

import org.apache.spark.sql.streaming.DataStreamReader;

import java.util.HashMap;
import java.util.Map;

/**
 * Kafka connection settings shared by the jobs. Client settings must carry the {@code kafka.} prefix: Spark
 * forwards only those to the consumer and silently ignores anything else.
 */
public final class KafkaSupport {

    private KafkaSupport() {
    }

    /**
     * Connection settings only: brokers and transport security. Callers add the topic strategy, starting
     * offsets and any rate limit themselves.
     */
    public static Map<String, String> connectionOptions(String bootstrapServers) {
        Map<String, String> options = new HashMap<>();
        options.put("kafka.bootstrap.servers", bootstrapServers);
        options.put("kafka.security.protocol", securityProtocol());
        options.put("kafka.request.timeout.ms", "60000");
        return options;
    }

    /**
     * The standard source setup for long-running queries: connection settings plus a per-trigger rate limit,
     * so that a restart after an outage does not try to read the whole backlog in one micro-batch.
     */
    public static DataStreamReader withSourceDefaults(DataStreamReader reader, String bootstrapServers) {
        return reader
                .options(connectionOptions(bootstrapServers))
                .option("maxOffsetsPerTrigger", StreamingConstants.DEFAULT_MAX_OFFSETS_PER_TRIGGER)
                .option("kafkaConsumer.pollTimeoutMs", "120000");
    }

    /** Settings for a Kafka sink. */
    public static Map<String, String> producerOptions(String bootstrapServers) {
        Map<String, String> options = connectionOptions(bootstrapServers);
        options.put("kafka.acks", "all");
        options.put("kafka.compression.type", "zstd");
        return options;
    }

    private static String securityProtocol() {
        // Local runs talk to a plaintext broker; the clusters use TLS.
        String fromEnv = System.getenv("KAFKA_SECURITY_PROTOCOL");
        return fromEnv == null || fromEnv.isBlank() ? "SSL" : fromEnv;
    }
}
