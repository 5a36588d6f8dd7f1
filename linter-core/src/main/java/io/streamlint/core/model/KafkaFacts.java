package io.streamlint.core.model;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Spark's Kafka source and sink (spark-sql-kafka-0-10): the format, the options Spark manages or rejects,
 * the client configs it passes on, the source's columns and the sink's. Sources: KafkaSourceProvider, KafkaWriter,
 * KafkaRecordToRowConverter.
 */
public final class KafkaFacts {

    private KafkaFacts() {
    }

    /** The Kafka source and sink format name (looked up ignoring case). */
    public static final String KAFKA_FORMAT = "kafka";

    /** The Kafka source option naming the brokers; required (KafkaSourceProvider.validateGeneralOptions). */
    public static final String KAFKA_BOOTSTRAP_SERVERS = "kafka.bootstrap.servers";

    /** The Kafka source's ways to name what it reads: exactly one is required. */
    public static final List<String> KAFKA_SUBSCRIPTIONS = List.of("subscribe", "subscribePattern", "assign");

    /**
     * Kafka consumer settings the Kafka source rejects at load() (KafkaSourceProvider.validateGeneralOptions, the
     * same in 3.5 and 4.x), with what to do instead. Only the {@code kafka.}-prefixed keys reach the consumer: the
     * unprefixed ones are ignored.
     */
    public static final Map<String, String> KAFKA_SOURCE_MANAGED_SETTINGS = Map.of(
            "kafka.auto.offset.reset", "set the source option startingOffsets (\"earliest\" or \"latest\") instead: Spark "
                    + "tracks the offsets itself, in the checkpoint",
            "kafka.key.deserializer", "keys are always read as bytes: remove it and decode the key column, "
                    + "e.g. CAST(key AS STRING)",
            "kafka.value.deserializer", "values are always read as bytes: remove it and decode the value column, "
                    + "e.g. CAST(value AS STRING) or from_json(..)",
            "kafka.enable.auto.commit", "Spark never commits offsets to Kafka, it keeps them in the checkpoint: remove it",
            "kafka.interceptor.classes", "interceptors could change the records Spark reads: remove it");

    /**
     * Kafka producer settings the Kafka sink rejects when the query plans its first batch
     * (KafkaSourceProvider.kafkaParamsForProducer), with what to do instead.
     */
    public static final Map<String, String> KAFKA_SINK_MANAGED_SETTINGS = Map.of(
            "kafka.key.serializer", "keys are always written as bytes: remove it and give the key column the type "
                    + "string or binary",
            "kafka.value.serializer", "values are always written as bytes: remove it and give the value column the "
                    + "type string or binary, e.g. to_json(struct(*)) AS value");

    /**
     * The Kafka source's own options (KafkaSourceProvider, 3.5.9 and 4.0.0; Spark compares them ignoring case): Spark
     * reads them itself, without the {@code kafka.} prefix. Every other key reaches the consumer only with the prefix,
     * which Spark strips (convertToSpecifiedParams); any other key is silently ignored.
     */
    public static final List<String> KAFKA_SOURCE_OPTIONS = List.of("subscribe", "subscribePattern", "assign",
            "startingOffsets", "endingOffsets", "startingOffsetsByTimestamp", "endingOffsetsByTimestamp",
            "startingTimestamp", "endingTimestamp", "startingOffsetsByTimestampStrategy", "failOnDataLoss",
            "minPartitions", "maxRecordsPerPartition", "maxOffsetsPerTrigger", "minOffsetsPerTrigger", "maxTriggerDelay",
            "fetchOffset.numRetries", "fetchOffset.retryIntervalMs", "kafkaConsumer.pollTimeoutMs", "groupIdPrefix",
            "includeHeaders");

    /** Kafka client settings of both consumers and producers (kafka-clients 3.9.0, the client of Spark 4.0). */
    private static final List<String> KAFKA_COMMON_CLIENT_CONFIGS = List.of("auto.include.jmx.reporter",
            "bootstrap.servers", "client.dns.lookup", "client.id", "connections.max.idle.ms", "enable.metrics.push",
            "interceptor.classes", "metadata.max.age.ms", "metadata.recovery.strategy", "metric.reporters",
            "metrics.num.samples", "metrics.recording.level", "metrics.sample.window.ms", "receive.buffer.bytes",
            "reconnect.backoff.max.ms", "reconnect.backoff.ms", "request.timeout.ms", "retry.backoff.max.ms",
            "retry.backoff.ms", "sasl.client.callback.handler.class", "sasl.jaas.config", "sasl.kerberos.kinit.cmd",
            "sasl.kerberos.min.time.before.relogin", "sasl.kerberos.service.name", "sasl.kerberos.ticket.renew.jitter",
            "sasl.kerberos.ticket.renew.window.factor", "sasl.login.callback.handler.class", "sasl.login.class",
            "sasl.login.connect.timeout.ms", "sasl.login.read.timeout.ms", "sasl.login.refresh.buffer.seconds",
            "sasl.login.refresh.min.period.seconds", "sasl.login.refresh.window.factor",
            "sasl.login.refresh.window.jitter", "sasl.login.retry.backoff.max.ms", "sasl.login.retry.backoff.ms",
            "sasl.mechanism", "sasl.oauthbearer.clock.skew.seconds", "sasl.oauthbearer.expected.audience",
            "sasl.oauthbearer.expected.issuer", "sasl.oauthbearer.header.urlencode",
            "sasl.oauthbearer.jwks.endpoint.refresh.ms", "sasl.oauthbearer.jwks.endpoint.retry.backoff.max.ms",
            "sasl.oauthbearer.jwks.endpoint.retry.backoff.ms", "sasl.oauthbearer.jwks.endpoint.url",
            "sasl.oauthbearer.scope.claim.name", "sasl.oauthbearer.sub.claim.name",
            "sasl.oauthbearer.token.endpoint.url", "security.protocol", "security.providers", "send.buffer.bytes",
            "socket.connection.setup.timeout.max.ms", "socket.connection.setup.timeout.ms", "ssl.cipher.suites",
            "ssl.enabled.protocols", "ssl.endpoint.identification.algorithm", "ssl.engine.factory.class",
            "ssl.key.password", "ssl.keymanager.algorithm", "ssl.keystore.certificate.chain", "ssl.keystore.key",
            "ssl.keystore.location", "ssl.keystore.password", "ssl.keystore.type", "ssl.protocol", "ssl.provider",
            "ssl.secure.random.implementation", "ssl.trustmanager.algorithm", "ssl.truststore.certificates",
            "ssl.truststore.location", "ssl.truststore.password", "ssl.truststore.type");

    /** Kafka consumer settings ({@code ConsumerConfig.configNames()}, kafka-clients 3.9.0), in lower case. */
    public static final Set<String> KAFKA_CONSUMER_CONFIGS = lowerCase(KAFKA_COMMON_CLIENT_CONFIGS, List.of(
            "allow.auto.create.topics", "auto.commit.interval.ms", "auto.offset.reset", "check.crcs", "client.rack",
            "default.api.timeout.ms", "enable.auto.commit", "exclude.internal.topics", "fetch.max.bytes",
            "fetch.max.wait.ms", "fetch.min.bytes", "group.id", "group.instance.id", "group.protocol",
            "group.remote.assignor", "heartbeat.interval.ms", "isolation.level", "key.deserializer",
            "max.partition.fetch.bytes", "max.poll.interval.ms", "max.poll.records", "partition.assignment.strategy",
            "session.timeout.ms", "value.deserializer"));

    /** Kafka producer settings ({@code ProducerConfig.configNames()}, kafka-clients 3.9.0), in lower case. */
    public static final Set<String> KAFKA_PRODUCER_CONFIGS = lowerCase(KAFKA_COMMON_CLIENT_CONFIGS, List.of("acks",
            "batch.size", "buffer.memory", "compression.gzip.level", "compression.lz4.level", "compression.type",
            "compression.zstd.level", "delivery.timeout.ms", "enable.idempotence", "key.serializer", "linger.ms",
            "max.block.ms", "max.in.flight.requests.per.connection", "max.request.size", "metadata.max.idle.ms",
            "partitioner.adaptive.partitioning.enable", "partitioner.availability.timeout.ms", "partitioner.class",
            "partitioner.ignore.keys", "retries", "transaction.timeout.ms", "transactional.id", "value.serializer"));

    /** The prefix that makes a Kafka source or sink option a client setting (stripped before it reaches the client). */
    public static final String KAFKA_CLIENT_PREFIX = "kafka.";

    /**
     * Kafka source option: a fixed consumer group id. Accepted with a logged warning (CUSTOM_GROUP_ID_ERROR_MESSAGE):
     * concurrent queries and a restarted query's previous run share the group and interfere; {@code groupIdPrefix}
     * is then ignored.
     */
    public static final String KAFKA_GROUP_ID = "kafka.group.id";

    /** Kafka source option: the prefix of the unique group ids Spark generates (default "spark-kafka-source"). */
    public static final String KAFKA_GROUP_ID_PREFIX = "groupIdPrefix";

    /**
     * Kafka source option, "true" by default: with "false" a query skips offsets that are no longer in Kafka (aged
     * out by retention, a deleted or recreated topic) and only logs a warning (INSTRUCTION_FOR_FAIL_ON_DATA_LOSS_FALSE).
     */
    public static final String KAFKA_FAIL_ON_DATA_LOSS = "failOnDataLoss";

    private static Set<String> lowerCase(List<String> common, List<String> own) {
        Set<String> all = new java.util.TreeSet<>();
        common.forEach(k -> all.add(k.toLowerCase(Locale.ROOT)));
        own.forEach(k -> all.add(k.toLowerCase(Locale.ROOT)));
        return java.util.Collections.unmodifiableSet(all);
    }

    /** Kafka source options that end a batch read; a stream rejects them at load() (validateStreamOptions). */
    public static final List<String> KAFKA_ENDING_OPTIONS = List.of("endingOffsets", "endingOffsetsByTimestamp");

    /** Kafka source option: the fewest offsets a micro-batch waits for (at most maxOffsetsPerTrigger). */
    public static final String KAFKA_MIN_OFFSETS_PER_TRIGGER = "minOffsetsPerTrigger";

    /** Kafka source options that must be positive numbers (an int and a long). */
    public static final String KAFKA_MIN_PARTITIONS = "minPartitions";

    public static final String KAFKA_MAX_RECORDS_PER_PARTITION = "maxRecordsPerPartition";

    /** Kafka sink option naming the topic of rows without a topic column. */
    public static final String KAFKA_TOPIC_OPTION = "topic";

    /** Kafka source option adding the {@code headers} column. */
    public static final String KAFKA_INCLUDE_HEADERS = "includeHeaders";

    /** The Kafka source's columns (KafkaRecordToRowConverter.kafkaSchema, 3.5 to 4.1), without headers. */
    static final Schema KAFKA_SOURCE_SCHEMA = new Schema(List.of(Schema.Column.of("key", "binary"),
            Schema.Column.of("value", "binary"), Schema.Column.of("topic", "string"), Schema.Column.of("partition", "int"),
            Schema.Column.of("offset", "bigint"), Schema.Column.of("timestamp", "timestamp"),
            Schema.Column.of("timestampType", "int")));

    /** The Kafka source's fixed columns, and the optional headers column. */
    public static final List<String> KAFKA_SOURCE_COLUMNS = KAFKA_SOURCE_SCHEMA.columns().stream()
            .map(Schema.Column::name).toList();

    public static final String KAFKA_HEADERS_COLUMN = "headers";

    /** The columns the Kafka sink reads by exact name: value is required, topic unless the topic option is set. */
    public static final String KAFKA_VALUE_COLUMN = "value";

    public static final String KAFKA_TOPIC_COLUMN = "topic";

    /** The Kafka source's optional headers column (KafkaRecordToRowConverter.headersType). */
    public static final Schema.Column KAFKA_HEADERS = Schema.Column.of(KAFKA_HEADERS_COLUMN,
            "array<struct<key:string,value:binary>>");

    /** True when {@code format} names the Kafka source or sink. */
    public static boolean isKafka(Value format) {
        return format.text().filter(KafkaFacts::isKafka).isPresent();
    }

    /**
     * The Kafka provider's class, which format(..) also accepts: DataSource.lookupDataSource compares short names
     * ignoring case and loads a class name as written.
     */
    public static final String KAFKA_PROVIDER_CLASS = "org.apache.spark.sql.kafka010.KafkaSourceProvider";

    /** True when the source or sink format {@code format} is Kafka's short name or provider class. */
    public static boolean isKafka(String format) {
        return format.equalsIgnoreCase(KAFKA_FORMAT) || format.equals(KAFKA_PROVIDER_CLASS);
    }

    /** Kafka source option capping records per micro-batch. */
    public static final String KAFKA_MAX_OFFSETS_PER_TRIGGER = "maxOffsetsPerTrigger";

    /** Where a Kafka stream starts when it has no checkpoint: "latest" (the default), "earliest" or per-partition JSON. */
    public static final String KAFKA_STARTING_OFFSETS = "startingOffsets";
}
