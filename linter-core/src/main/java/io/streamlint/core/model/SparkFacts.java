package io.streamlint.core.model;

import org.jspecify.annotations.Nullable;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Spark's behaviour that rules depend on, in one place. Facts that hold in every supported Spark line are
 * static; facts that differ between lines are asked of the instance for the target version
 * ({@link #of(SparkVersion)}), each with the source it was read from.
 * Sources: ResolveWriteToStream, DataStreamWriter, UnsupportedOperationChecker, DataSource, KafkaSourceProvider,
 * KafkaWriter.
 */
public final class SparkFacts {

    private static final Map<SparkVersion, SparkFacts> BY_VERSION = new EnumMap<>(SparkVersion.class);

    static {
        for (SparkVersion v : SparkVersion.values()) {
            BY_VERSION.put(v, new SparkFacts(v));
        }
    }

    private final SparkVersion version;

    private SparkFacts(SparkVersion version) {
        this.version = version;
    }

    /** Spark's behaviour in the {@code version} line. */
    public static SparkFacts of(SparkVersion version) {
        return Objects.requireNonNull(BY_VERSION.get(version)); // every version is in it
    }

    public SparkVersion version() {
        return version;
    }

    /**
     * What {@code outputMode(String)} throws for a name it does not know: an error class since 4.0
     * (InternalOutputModes.apply, 4.0.0 and 4.2.0), a plain IllegalArgumentException in 3.5 (3.5.9).
     */
    public String invalidOutputModeError() {
        return version.atLeast(SparkVersion.V4_0) ? "STREAMING_OUTPUT_MODE.INVALID"
                : "IllegalArgumentException \"Unknown output mode\"";
    }

    /**
     * What a file sink throws for an output mode other than append (DataSource.createSink): an error class since
     * 4.0 (4.0.0, 4.2.0), {@code _LEGACY_ERROR_TEMP_1131} in 3.5 (3.5.9).
     */
    public String fileSinkOutputModeError() {
        return version.atLeast(SparkVersion.V4_0) ? "STREAMING_OUTPUT_MODE.UNSUPPORTED_DATASOURCE"
                : "\"Data source <format> does not support <mode> output mode\"";
    }

    /**
     * The built-in file formats, whose sink (FileStreamSink) writes in append mode only and needs a path
     * (DataSource.createSink). Short names, compared ignoring case as DataSource.lookupDataSource does; avro is an
     * external module with the same sink; xml is built in since 4.0 (XmlFileFormat).
     */
    public Set<String> fileFormats() {
        return version.atLeast(SparkVersion.V4_0) ? Set.of("parquet", "json", "csv", "orc", "text", "avro", "xml")
                : Set.of("parquet", "json", "csv", "orc", "text", "avro");
    }

    /** True when {@code format} names a built-in file format (ignoring case). */
    public boolean isFileFormat(String format) {
        return fileFormats().contains(format.toLowerCase(Locale.ROOT));
    }

    /**
     * What start() throws when the output mode does not fit the query (complete mode without an aggregation,
     * update mode with a session window): an error class since 4.0
     * (QueryCompilationErrors.unsupportedOutputModeForStreamingOperationError), a plain AnalysisException in 3.5.
     */
    public String unsupportedOutputModeError() {
        return version.atLeast(SparkVersion.V4_0) ? "STREAMING_OUTPUT_MODE.UNSUPPORTED_OPERATION" : "AnalysisException";
    }

    /**
     * File source formats that need a schema on a stream (in lower case, as Spark looks them up ignoring case):
     * every {@code FileFormat} but text ({@code DataSource.sourceSchema}). xml is built in since 4.0; in 3.5
     * {@code format("xml")} is not found (verified on 3.5.9 and 4.0.0). avro is the external spark-avro module.
     */
    public Set<String> fileFormatsNeedingSchema() {
        return version.atLeast(SparkVersion.V4_0)
                ? Set.of("json", "csv", "parquet", "orc", "xml", "binaryfile", "avro")
                : Set.of("json", "csv", "parquet", "orc", "binaryfile", "avro");
    }

    /**
     * File formats that read each record into one variant column, with no schema, when the reader has the
     * {@link #SINGLE_VARIANT_COLUMN_OPTION} option: json since 4.0, csv since 4.1; none in 3.5 (run on 3.5.9, 4.0.0
     * and 4.1.1: 4.0 still asks csv for a schema).
     */
    public Set<String> singleVariantColumnFormats() {
        if (version.atLeast(SparkVersion.V4_1)) {
            return Set.of("json", "csv");
        }
        return version.atLeast(SparkVersion.V4_0) ? Set.of("json") : Set.of();
    }

    /** Reader option naming the variant column of {@link #singleVariantColumnFormats()}. */
    public static final String SINGLE_VARIANT_COLUMN_OPTION = "singleVariantColumn";

    /** Session conf that lets streaming file sources infer their schema from existing files (default false). */
    public static final String STREAMING_SCHEMA_INFERENCE_CONF = "spark.sql.streaming.schemaInference";

    /** What a streaming file source without a schema throws at load() (DataSource.sourceSchema, 3.5 and 4.x). */
    public static final String SCHEMA_REQUIRED_MESSAGE = "Schema must be specified when creating a streaming source DataFrame";

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
    private static final Schema KAFKA_SOURCE_SCHEMA = new Schema(List.of(Schema.Column.of("key", "binary"),
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

    /**
     * Built-in streaming sources with a fixed schema, by format name (lower case; Spark looks short names up ignoring
     * case), with the provider class Spark names when it rejects {@code .schema(..)} at load() ("RateStreamProvider
     * source does not support user-specified schema", SparkUnsupportedOperationException; run on 4.0.0) and their
     * columns. Kafka's custom-schema check is its own (KafkaSourceProvider, SS028).
     */
    public static final Map<String, FixedSchemaSource> FIXED_SCHEMA_SOURCES = Map.of(
            "rate", new FixedSchemaSource("RateStreamProvider", "timestamp, value"),
            "rate-micro-batch", new FixedSchemaSource("RatePerMicroBatchProvider", "timestamp, value"),
            "socket", new FixedSchemaSource("TextSocketSourceProvider", "value (and timestamp with includeTimestamp)"));

    /** A built-in source whose schema Spark fixes: the provider Spark names in its error, and the columns it has. */
    public record FixedSchemaSource(String provider, String columns) {
    }

    /**
     * The columns of built-in sources whose schema Spark fixes, by format name (lower case), with their types as
     * {@link Schema} holds them: Kafka (its headers column added by {@link #KAFKA_INCLUDE_HEADERS}), rate and
     * rate-micro-batch (RateStreamProvider.SCHEMA, RatePerMicroBatchProvider), socket (TextSocketReader: value, and
     * timestamp with {@link #SOCKET_INCLUDE_TIMESTAMP}).
     */
    public static final Map<String, Schema> FIXED_SOURCE_SCHEMAS = Map.of(
            KAFKA_FORMAT, KAFKA_SOURCE_SCHEMA,
            "rate", new Schema(List.of(Schema.Column.of("timestamp", "timestamp"), Schema.Column.of("value", "bigint"))),
            "rate-micro-batch", new Schema(List.of(Schema.Column.of("timestamp", "timestamp"),
                    Schema.Column.of("value", "bigint"))),
            "socket", new Schema(List.of(Schema.Column.of("value", "string"))));

    /** The Kafka source's optional headers column (KafkaRecordToRowConverter.headersType). */
    public static final Schema.Column KAFKA_HEADERS = Schema.Column.of(KAFKA_HEADERS_COLUMN,
            "array<struct<key:string,value:binary>>");

    /** Socket source option adding the {@link #SOCKET_TIMESTAMP} column (TextSocketSourceProvider). */
    public static final String SOCKET_INCLUDE_TIMESTAMP = "includeTimestamp";
    public static final Schema.Column SOCKET_TIMESTAMP = Schema.Column.of("timestamp", "timestamp");

    /** True when {@code format} names the Kafka source or sink. */
    public static boolean isKafka(Value format) {
        return format.text().filter(SparkFacts::isKafka).isPresent();
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

    /**
     * Dataset methods that run a batch job at the call, which UnsupportedOperationChecker.checkForBatch refuses on a
     * streaming Dataset (run on 4.0.0). Not randomSplit: it only builds sorted samples, refused when started.
     */
    public static final Set<String> BATCH_ACTIONS = Set.of("collect", "collectAsList", "count", "first", "foreach",
            "foreachPartition", "head", "isEmpty", "reduce", "show", "tail", "take", "takeAsList", "toLocalIterator",
            "cache", "persist", "checkpoint", "localCheckpoint", "rdd", "javaRDD", "toJavaRDD");

    /** Batch writers Dataset refuses on a stream at the call with {@link #CALL_ON_STREAMING_DATASET_UNSUPPORTED}. */
    public static final Set<String> BATCH_WRITERS = Set.of("write", "writeTo", "mergeInto");

    /** Dataset.write/writeTo/mergeInto on a stream (3.5.9, 4.0.0). */
    public static final String CALL_ON_STREAMING_DATASET_UNSUPPORTED = "CALL_ON_STREAMING_DATASET_UNSUPPORTED";

    /** Dataset.writeStream on a batch Dataset (3.5.9, 4.0.0). */
    public static final String WRITE_STREAM_NOT_ALLOWED = "WRITE_STREAM_NOT_ALLOWED";

    /**
     * What checkForBatch throws for a batch action on a stream: 4.1 adds the Declarative Pipelines alternative
     * (UnsupportedOperationChecker 4.1.1 against 4.0.0 and 3.5.9).
     */
    public String batchActionOnStreamError() {
        return version.atLeast(SparkVersion.V4_1)
                ? "Queries with streaming sources must be executed with writeStream.start(), or from a streaming "
                + "table or flow definition within a Spark Declarative Pipeline."
                : "Queries with streaming sources must be executed with writeStream.start()";
    }

    /**
     * Functions of {@code org.apache.spark.sql.functions} that make distinct aggregates
     * ({@code AggregateExpression.isDistinct}): the model's lower-case name, and the name as written in Java.
     */
    public static final Map<String, String> DISTINCT_AGGREGATES = Map.of("countdistinct", "countDistinct",
            "count_distinct", "count_distinct", "sumdistinct", "sumDistinct", "sum_distinct", "sum_distinct");

    /**
     * Messages of UnsupportedOperationChecker.checkForStreaming, the same in 3.5.9, 4.0.0 and 4.1.1 (4.x wraps them
     * in {@code _LEGACY_ERROR_TEMP_3102}); the window-function one is its own error class.
     */
    public static final String DISTINCT_AGGREGATE_ERROR = "Distinct aggregations are not supported on streaming "
            + "DataFrames/Datasets. Consider using approx_count_distinct() instead.";
    public static final String NON_TIME_WINDOW_ERROR = "NON_TIME_WINDOW_NOT_SUPPORTED_IN_STREAMING";
    public static final String MONOTONICALLY_INCREASING_ID_ERROR = "Expression(s): monotonically_increasing_id() is "
            + "not supported with streaming DataFrames/Datasets";
    public static final String SAMPLE_ERROR = "Sampling is not supported on streaming DataFrames/Datasets";
    public static final String UNION_ERROR = "Union between streaming and batch DataFrames/Datasets is not supported";
    public static final String INTERSECT_ERROR = "Intersect of streaming DataFrames/Datasets is not supported";
    public static final String EXCEPT_ERROR = "Except on a streaming DataFrame/Dataset on the right is not supported";
    public static final String COGROUP_ERROR = "CoGrouping with a streaming DataFrame/Dataset is not supported";
    public static final String SORT_ERROR = "Sorting is not supported on streaming DataFrames/Datasets, unless it is "
            + "on aggregated DataFrame/Dataset in Complete output mode";
    public static final String LIMIT_ERROR = "Limits are not supported on streaming DataFrames/Datasets in Update "
            + "output mode";
    public static final String OFFSET_ERROR = "Offset is not supported on streaming DataFrames/Datasets";
    /** RelationalGroupedDataset.pivot without values on a stream, at the call ({@code _LEGACY_ERROR_TEMP_3063} in 4.x). */
    public static final String PIVOT_ERROR = "pivot is not supported on a streaming DataFrames/Datasets";

    /**
     * Output modes in which a stream-stream join of {@code type} may run. Spark 3.5 (3.5.9), 4.0 (4.0.0) and 4.1
     * (4.1.1) accept append only: UnsupportedOperationChecker throws "Join between two streaming
     * DataFrames/Datasets is not supported in Update output mode, only in Append output mode" at start() for any
     * join type. Spark 4.2.0 relaxes this for inner and left semi joins (append or update; outer joins stay
     * append-only), a line the linter does not target yet.
     */
    public Set<String> streamStreamJoinOutputModes(JoinType type) {
        return Set.of("append");
    }

    /** Spark's join types, named as in its messages (Catalyst's {@code JoinType}). */
    public enum JoinType {
        INNER("Inner"), CROSS("Cross"), LEFT_OUTER("LeftOuter"), RIGHT_OUTER("RightOuter"), FULL_OUTER("FullOuter"),
        LEFT_SEMI("LeftSemi"), LEFT_ANTI("LeftAnti");

        private final String sparkName;

        JoinType(String sparkName) {
            this.sparkName = sparkName;
        }

        /** {@code LeftOuter}, as Spark's messages name it. */
        public String sparkName() {
            return sparkName;
        }
    }

    /** An input of a join. */
    public enum Side { LEFT, RIGHT }

    /**
     * The join type a {@code join(.., joinType)} string names, normalized as {@code JoinType.apply} does (lower
     * case, underscores removed: {@code left_outer} = {@code leftouter} = {@code left}); empty for a name Spark
     * rejects with UNSUPPORTED_JOIN_TYPE.
     */
    /** The join type names Spark lists when it rejects one it does not know (UNSUPPORTED_JOIN_TYPE, 3.5 and 4.x). */
    public static final String JOIN_TYPE_NAMES = "inner, cross, left_outer, right_outer, full_outer, left_semi, left_anti";

    public static Optional<JoinType> joinType(String name) {
        return Optional.ofNullable(switch (name.toLowerCase(Locale.ROOT).replace("_", "")) {
            case "inner" -> JoinType.INNER;
            case "outer", "full", "fullouter" -> JoinType.FULL_OUTER;
            case "leftouter", "left" -> JoinType.LEFT_OUTER;
            case "rightouter", "right" -> JoinType.RIGHT_OUTER;
            case "leftsemi", "semi" -> JoinType.LEFT_SEMI;
            case "leftanti", "anti" -> JoinType.LEFT_ANTI;
            case "cross" -> JoinType.CROSS;
            default -> null;
        });
    }

    /**
     * True when Spark rejects a join of {@code type} with these inputs whatever the condition and output mode
     * (UnsupportedOperationChecker's join case, the same in 3.5.9, 4.0.0 and 4.1.1): a right or full outer join
     * of a stream with a static right side, a left outer, left semi or full outer join of a static left side with
     * a stream, and a left anti join with a stream on the right (also of two streams).
     */
    public static boolean rejectsJoinInputs(JoinType type, boolean leftStreaming, boolean rightStreaming) {
        return switch (type) {
            case RIGHT_OUTER -> leftStreaming && !rightStreaming;
            case FULL_OUTER -> leftStreaming != rightStreaming;
            case LEFT_OUTER, LEFT_SEMI -> !leftStreaming && rightStreaming;
            case LEFT_ANTI -> rightStreaming;
            case INNER, CROSS -> false;
        };
    }

    /**
     * The nullable side(s) of a stream-stream join whose state Spark must be able to evict
     * (UnsupportedOperationChecker.checkForStreamStreamJoinWatermark): a watermarked join key, or a watermark on
     * one of these inputs plus a range condition bounding the other input's time by it. Right for left outer and
     * left semi, left for right outer, either for full outer; none for inner and cross joins (not checked).
     */
    public static List<Side> nullableSides(JoinType type) {
        return switch (type) {
            case LEFT_OUTER, LEFT_SEMI -> List.of(Side.RIGHT);
            case RIGHT_OUTER -> List.of(Side.LEFT);
            case FULL_OUTER -> List.of(Side.LEFT, Side.RIGHT);
            case INNER, CROSS, LEFT_ANTI -> List.of();
        };
    }

    /** Session conf naming a root directory under which each query's checkpoint is created. */
    public static final String CHECKPOINT_LOCATION_CONF = "spark.sql.streaming.checkpointLocation";

    /** Writer option naming a query's checkpoint directory (case-insensitive). */
    public static final String CHECKPOINT_LOCATION_OPTION = "checkpointLocation";

    /** Session conf naming the cluster manager; {@code master(..)} and {@code SparkConf.setMaster(..)} set it. */
    public static final String MASTER_CONF = "spark.master";

    /**
     * Confs read only by DStreams (Spark Streaming) and its Kafka connector {@code spark-streaming-kafka-0-10}:
     * no Structured Streaming source, sink or engine code reads them (3.5.9 and 4.x sources), so setting them for
     * a {@code readStream()} job has no effect. Values: the Structured Streaming setting that does the job.
     */
    public static final Map<String, String> DSTREAMS_ONLY_CONFS = Map.of(
            "spark.streaming.kafka.maxRatePerPartition", "option(\"maxOffsetsPerTrigger\", <records per batch>) on the Kafka reader",
            "spark.streaming.kafka.minRatePerPartition", "option(\"minOffsetsPerTrigger\", <records>) on the Kafka reader",
            "spark.streaming.backpressure.enabled", "a read limit on the reader (maxOffsetsPerTrigger for Kafka, maxFilesPerTrigger for files)",
            "spark.streaming.backpressure.initialRate", "a read limit on the reader (maxOffsetsPerTrigger for Kafka, maxFilesPerTrigger for files)",
            "spark.streaming.receiver.maxRate", "a read limit on the reader (maxOffsetsPerTrigger for Kafka, maxFilesPerTrigger for files)");

    /**
     * Session confs a streaming query records in its checkpoint's offset log at the first batch and restores on
     * every restart, overriding the session's value (OffsetSeqMetadata.relevantSQLConfs, 3.5.9 to 4.1; the WARN
     * is "Updating the value of conf '<key>' in current session from '<new>' to '<checkpointed>'."). Only the
     * user-facing ones; the state format versions are internal.
     */
    public static final List<String> CHECKPOINT_PINNED_CONFS = List.of("spark.sql.shuffle.partitions",
            SparkFacts.STATE_STORE_PROVIDER_CONF, "spark.sql.streaming.multipleWatermarkPolicy",
            "spark.sql.streaming.stateStore.compression.codec");

    /** True from 4.1: the checkpointed shuffle partitions bind only stateful operators (spark.sql.streaming.internal.stateStore.partitions). */
    public boolean pinsOnlyStatefulShufflePartitions() {
        return version.compareTo(SparkVersion.V4_1) >= 0;
    }

    /** Session conf naming the default data source format; Spark's default is parquet. */
    public static final String DEFAULT_SOURCE_CONF = "spark.sql.sources.default";
    public static final String DEFAULT_SOURCE_FORMAT = "parquet";

    /** DataStreamWriter's default output mode. */
    public static final String DEFAULT_OUTPUT_MODE = "append";

    /** The output mode names {@code outputMode(String)} accepts, in lower case; Spark compares ignoring case. */
    public static final Set<String> OUTPUT_MODES = Set.of("append", "complete", "update");

    /**
     * Options only streaming sources read, in lower case, with what they control: Kafka's
     * ({@code KafkaSourceProvider}), the file source's ({@code FileStreamOptions}), rate's and Delta's source options.
     * On a writer Spark hands them to the sink, which ignores them.
     */
    public static final Map<String, String> SOURCE_ONLY_OPTIONS = Map.ofEntries(
            Map.entry("startingoffsets", "where the Kafka source starts reading"),
            Map.entry("startingoffsetsbytimestamp", "where the Kafka source starts reading"),
            Map.entry("startingtimestamp", "where the Kafka source starts reading"),
            Map.entry("subscribe", "which topics the Kafka source reads"),
            Map.entry("subscribepattern", "which topics the Kafka source reads"),
            Map.entry("assign", "which partitions the Kafka source reads"),
            Map.entry("maxoffsetspertrigger", "the limit on records per micro-batch"),
            Map.entry("minoffsetspertrigger", "the minimum of records per micro-batch"),
            Map.entry("maxtriggerdelay", "how long a micro-batch waits for minOffsetsPerTrigger"),
            Map.entry("failondataloss", "what the Kafka source does when offsets are gone"),
            Map.entry("maxfilespertrigger", "the limit on files per micro-batch"),
            Map.entry("maxbytespertrigger", "the limit on bytes per micro-batch"),
            Map.entry("latestfirst", "the order in which the file source reads a backlog"),
            Map.entry("maxfileage", "which files the file source still considers"),
            Map.entry("cleansource", "what the file source does with files it has read"),
            Map.entry("sourcearchivedir", "where the file source moves files it has read"),
            Map.entry("rowspersecond", "the rate source's rate"),
            Map.entry("startingversion", "where the Delta source starts reading"),
            Map.entry("readchangefeed", "whether the Delta source reads the change feed"),
            Map.entry("ignoredeletes", "how the Delta source treats deletes"),
            Map.entry("ignorechanges", "how the Delta source treats updates"),
            Map.entry("skipchangecommits", "how the Delta source treats updates"));

    /**
     * Options only a streaming writer or sink reads, in lower case, with what they control, for the source formats
     * (null: any) on which Spark ignores them: a reader never reads the checkpoint location, a Kafka source never
     * reads {@code topic}, a Delta source never reads the sink's transaction options.
     */
    public static final Map<String, SinkOnlyOption> SINK_ONLY_OPTIONS = Map.of(
            "checkpointlocation", new SinkOnlyOption("where the query keeps its progress and state", null),
            "topic", new SinkOnlyOption("which topic the Kafka sink writes to", "kafka"),
            "txnappid", new SinkOnlyOption("the idempotent write's application id", "delta"),
            "txnversion", new SinkOnlyOption("the idempotent write's version", "delta"));

    /** A sink-only option: what it controls, and the source format it is ignored on (null: every format). */
    public record SinkOnlyOption(String controls, @Nullable String sourceFormat) {
    }

    /**
     * Sinks Spark runs with a temporary checkpoint when none is configured
     * ({@code DataStreamWriter.SOURCES_ALLOW_ONE_TIME_QUERY}); every other sink requires one at start().
     * Spark compares these names exactly: {@code format("Console")} finds the console sink but needs a checkpoint.
     */
    public static final Set<String> TEMPORARY_CHECKPOINT_SINKS = Set.of("memory", "foreach", "foreachBatch", "console", "noop");

    /**
     * Functions of {@code org.apache.spark.sql.functions} that build an aggregate expression, in lower case (as
     * {@link Exprs} records them): a projection calling one is an aggregation (Catalyst turns
     * {@code select(count("*"))} into an {@code Aggregate}). The SQL names are FunctionRegistry's group
     * {@code agg_funcs} (4.0.0), with the Java-only aliases and distinct variants, and the calls that may apply a
     * user-defined aggregate ({@code udaf}, {@code call_udf}, {@code call_function}). SparkFactsTest checks the
     * list against the Spark on the test class path.
     */
    public static final Set<String> AGGREGATE_FUNCTIONS = Set.of("any", "any_value", "approx_count_distinct",
            "approxcountdistinct", "approx_percentile", "array_agg", "avg", "bit_and", "bit_or", "bit_xor",
            "bitmap_construct_agg", "bitmap_or_agg", "bool_and", "bool_or", "collect_list", "collect_set", "corr",
            "count", "countdistinct", "count_distinct", "count_if", "count_min_sketch", "covar_pop", "covar_samp",
            "every", "first", "first_value", "grouping", "grouping_id", "histogram_numeric", "hll_sketch_agg",
            "hll_union_agg", "kurtosis", "last", "last_value", "listagg", "listagg_distinct", "max", "max_by", "mean",
            "median", "min", "min_by", "mode", "percentile", "percentile_approx", "percentile_cont", "percentile_disc",
            "product", "regr_avgx", "regr_avgy", "regr_count", "regr_intercept", "regr_r2", "regr_slope", "regr_sxx",
            "regr_sxy", "regr_syy", "skewness", "some", "std", "stddev", "stddev_pop", "stddev_samp", "string_agg",
            "string_agg_distinct", "sum", "sumdistinct", "sum_distinct", "try_avg", "try_sum", "var_pop", "var_samp",
            "variance", "udaf", "call_udf", "calludf", "call_function");

    /**
     * Session conf naming the state store implementation; Spark's default is {@link #HDFS_STATE_STORE_PROVIDER}
     * (SQLConf STATE_STORE_PROVIDER_CLASS, 3.5 to 4.1).
     */
    public static final String STATE_STORE_PROVIDER_CONF = "spark.sql.streaming.stateStore.providerClass";
    public static final String HDFS_STATE_STORE_PROVIDER =
            "org.apache.spark.sql.execution.streaming.state.HDFSBackedStateStoreProvider";
    public static final String ROCKSDB_STATE_STORE_PROVIDER =
            "org.apache.spark.sql.execution.streaming.state.RocksDBStateStoreProvider";

    /**
     * Session conf (since 3.4, true by default) that allows several stateful operators in one query; with it, a
     * second event-time watermark downstream of another is rejected by WatermarkPropagator with
     * {@link #REDEFINED_WATERMARK_MESSAGE}.
     */
    public static final String STATEFUL_OPERATOR_ALLOW_MULTIPLE_CONF = "spark.sql.streaming.statefulOperator.allowMultiple";

    /** WatermarkPropagator's message for a watermark defined downstream of another (3.4 to 4.1). */
    public static final String REDEFINED_WATERMARK_MESSAGE = "Redefining watermark is disallowed. You can set the "
            + "config 'spark.sql.streaming.statefulOperator.allowMultiple' to 'false' to restore the previous "
            + "behavior. Note that multiple stateful operators will be disallowed.";

    /**
     * Session conf that turns the global-watermark check of chained stateful operators
     * (UnsupportedOperationChecker.checkStreamingQueryGlobalWatermarkLimit) from an error into a logged warning;
     * true by default since 3.1.
     */
    public static final String STATEFUL_OPERATOR_CHECK_CORRECTNESS_CONF =
            "spark.sql.streaming.statefulOperator.checkCorrectness.enabled";

    /**
     * How a query with {@code transformWithState} on the HDFS-backed state store dies right after start() in 4.0
     * and 4.1: it cannot create the operator's column families (error-conditions.json of 4.0.0 and 4.1.1; 3.5 has
     * no transformWithState).
     */
    public static final String TRANSFORM_WITH_STATE_HDFS_ERROR = "UNSUPPORTED_FEATURE.STATE_STORE_MULTIPLE_COLUMN_FAMILIES";

    /**
     * The streaming file source's read limits (FileStreamOptions): maxFilesPerTrigger in every line,
     * maxBytesPerTrigger since 4.0 (absent from 3.5.9's FileStreamOptions, so ignored there; 4.0.0 rejects both
     * together). With neither, a micro-batch takes every new file (FileStreamSource.getOffset).
     */
    public List<String> fileSourceReadLimits() {
        return version.atLeast(SparkVersion.V4_0) ? List.of(FILE_MAX_FILES_PER_TRIGGER, FILE_MAX_BYTES_PER_TRIGGER)
                : List.of(FILE_MAX_FILES_PER_TRIGGER);
    }

    public static final String FILE_MAX_FILES_PER_TRIGGER = "maxFilesPerTrigger";
    public static final String FILE_MAX_BYTES_PER_TRIGGER = "maxBytesPerTrigger";

    /** True when {@code format} names a format Spark reads as a streaming file source (every FileFormat). */
    public boolean isFileSourceFormat(String format) {
        return isFileFormat(format) || fileFormatsNeedingSchema().contains(format.toLowerCase(Locale.ROOT));
    }

    /** Kafka source option capping records per micro-batch. */
    public static final String KAFKA_MAX_OFFSETS_PER_TRIGGER = "maxOffsetsPerTrigger";
    /** Where a Kafka stream starts when it has no checkpoint: "latest" (the default), "earliest" or per-partition JSON. */
    public static final String KAFKA_STARTING_OFFSETS = "startingOffsets";

    /** Delta Lake's format name (DeltaDataSource); looked up ignoring case. */
    public static final String DELTA_FORMAT = "delta";

    /**
     * Delta writer options that make a batch write idempotent: Delta skips a write whose txnAppId has already
     * committed this txnVersion or a later one (DeltaOptions; both or neither, Delta 3.x and 4.x). The session confs
     * {@code spark.databricks.delta.write.txnAppId/txnVersion} do the same.
     */
    public static final String DELTA_TXN_APP_ID = "txnAppId";
    public static final String DELTA_TXN_VERSION = "txnVersion";

    /** The JDBC data source (a batch write appends with plain INSERTs). */
    public static final String JDBC_FORMAT = "jdbc";

    /**
     * Batch write targets where an append of the same rows twice stores them twice (no key, no upsert): the file
     * formats, Delta, Iceberg, JDBC (INSERT), and catalog tables ("table": insertInto, saveAsTable, writeTo). Not
     * Kafka (at least once by design), nor connectors that upsert by a key (Cassandra, Hudi, MongoDB with _id, ...).
     */
    public boolean appendsDuplicateRows(String format) {
        String f = format.toLowerCase(Locale.ROOT);
        return isFileFormat(f) || Set.of(DELTA_FORMAT, "iceberg", JDBC_FORMAT, "table").contains(f)
                || BIGQUERY_FORMATS.contains(f);
    }

    public boolean isBigQuery(String format) {
        return BIGQUERY_FORMATS.contains(format.toLowerCase(Locale.ROOT));
    }

    /** The BigQuery connector (spark-bigquery-connector): an append loads the rows as new rows of the table. */
    private static final Set<String> BIGQUERY_FORMATS = Set.of("bigquery", "com.google.cloud.spark.bigquery",
            "com.google.cloud.spark.bigquery.bigquerysource");

    /**
     * Connectors that write a row over the stored row with the same key: Cassandra (an INSERT is an upsert on the
     * primary key), HBase (a put on the row key), MongoDB (replace by _id), Elasticsearch (index by es.mapping.id),
     * Redis. A replayed batch rewrites its rows, unless their keys are new on every run.
     */
    public boolean upsertsByKey(String format) {
        String f = format.toLowerCase(Locale.ROOT);
        return isMongoDb(f) || f.startsWith("org.apache.spark.sql.cassandra") || f.contains("hbase")
                || f.equals("es") || f.startsWith("org.elasticsearch.spark") || f.contains("redis");
    }

    /** The MongoDB connector's formats: "mongodb" (10.x), "mongo" and its DefaultSource (2.x, 3.x). */
    public boolean isMongoDb(String format) {
        return Set.of("mongodb", "mongo", "com.mongodb.spark.sql.defaultsource", "com.mongodb.spark.sql.connector.mongotableprovider")
                .contains(format.toLowerCase(Locale.ROOT));
    }

    /** The field MongoDB keys documents by; the connector replaces a document by it, and inserts one without it. */
    public static final String MONGODB_ID = "_id";

    /** The MongoDB connector's option naming the fields to replace or update by (10.x; default _id). */
    public static final String MONGODB_ID_FIELDS = "idFieldList";

    /**
     * Functions that make a new value on every run of the same rows: a key made with one of them is new when a
     * batch is retried ({@code uuid()}, {@code monotonically_increasing_id()} depends on the partitioning).
     */
    public static final Set<String> NEW_KEY_FUNCTIONS = Set.of("uuid", "monotonically_increasing_id", "rand",
            "randn");

    /**
     * The memory sink. DataStreamWriter.startInternal compares the format with this name exactly: only then does it
     * require a queryName and refuse partitionBy ({@code format("Memory")} is looked up as a data source and not found).
     */
    public static final String MEMORY_SINK = "memory";

    /**
     * Sinks that reject {@code partitionBy} at start() ({@code assertNotPartitioned} in DataStreamWriter.startInternal,
     * 3.5.9 and 4.0.0): "'memory' does not support partitioning."
     */
    public static final Set<String> UNPARTITIONED_SINKS = Set.of(MEMORY_SINK, "foreach", "foreachBatch");

    /**
     * Sinks that are DSv2 tables with STREAMING_WRITE: DataStreamWriter never passes them the partitioning columns,
     * so {@code partitionBy} is silently ignored (verified on 4.0.0: console, noop, kafka run with partitionBy on a
     * column that does not even exist). Lower case; looked up ignoring case.
     */
    public static final Set<String> PARTITIONING_IGNORED_SINKS = Set.of("kafka", "console", "noop");

    /**
     * Session conf that lets {@code start(path)} override a "path" option instead of throwing
     * (DataStreamWriter.start, since 3.1).
     */
    public static final String LEGACY_PATH_OPTION_CONF = "spark.sql.legacy.pathOptionBehavior.enabled";

    /**
     * Session conf: when true (the default, since 3.0) starting a query whose checkpoint holds the id of an active
     * query stops that query; when false start() throws (StreamingQueryManager.startQuery).
     */
    public static final String STOP_ACTIVE_RUN_ON_RESTART_CONF = "spark.sql.streaming.stopActiveRunOnRestart";

    /**
     * Built-in DSv2 streaming sources that read in micro-batches only: "Data source rate-micro-batch does not
     * support continuous processing." (verified on 4.0.0).
     */
    public static final Set<String> MICRO_BATCH_ONLY_SOURCES = Set.of("rate-micro-batch");

    /**
     * Dataset methods that keep the columns and that UnsupportedOperationChecker.checkForContinuous rejects, beyond
     * those its streaming checks reject first (sort, sample, offset): only Project, Filter, MapElements, MapPartitions,
     * (De)SerializeObject, SubqueryAlias, TypedFilter and temp views pass (4.0.0; Repartition, ResolvedHint and
     * LocalLimit were run).
     */
    public static final Set<String> CONTINUOUS_REJECTED_OPERATORS = Set.of("repartition", "repartitionByRange",
            "repartitionByExpression", "repartitionById", "coalesce", "hint", "limit");

    /**
     * Functions whose value is the current time, which continuous processing rejects ("Continuous processing does
     * not support current time operations.": CurrentTimestampLike, CurrentDate, LocalTimestamp). Lower case.
     */
    public static final Set<String> CURRENT_TIME_FUNCTIONS = Set.of("current_timestamp", "current_date", "curdate",
            "now", "localtimestamp");

    /**
     * The sink format Spark uses for {@code sink}: foreach/foreachBatch, the explicit format, or the
     * session default ({@code spark.sql.sources.default}, parquet unless set). Empty when unknown.
     */
    public static Optional<String> effectiveSinkFormat(Sink sink, Options sessionConf) {
        switch (sink.kind()) {
            case FOREACH:
                return Optional.of("foreach");
            case FOREACH_BATCH:
                return Optional.of("foreachBatch");
            default:
                break;
        }
        if ("toTable".equals(sink.terminal()) && sink.format().isEmpty()) {
            return Optional.of("table");
        }
        if (sink.format().isPresent()) {
            return sink.format().get().value().text();
        }
        Optional<Value> configured = sessionConf.value(DEFAULT_SOURCE_CONF);
        if (configured.isPresent()) {
            return configured.get().text();
        }
        return Optional.of(DEFAULT_SOURCE_FORMAT);
    }

    /** True when Spark creates a temporary checkpoint for this sink format instead of failing. */
    public static boolean runsWithTemporaryCheckpoint(String sinkFormat) {
        return TEMPORARY_CHECKPOINT_SINKS.contains(sinkFormat);
    }

    /**
     * The output mode the query runs in, in lower case ({@code append}, {@code update} or {@code complete}); empty
     * when it cannot be read, or is a name Spark rejects at the {@code outputMode} call.
     */
    public static Optional<String> knownOutputMode(Sink sink) {
        return effectiveOutputMode(sink).lowerCase().filter(OUTPUT_MODES::contains);
    }

    /**
     * The output mode Spark uses, in lower case: the explicit one, or append. Unknown when set from a value we
     * cannot see; an invalid name (which Spark rejects at the call) is returned as written, in lower case.
     */
    public static Value effectiveOutputMode(Sink sink) {
        return sink.outputModeValue().map(v -> v.lowerCase().map(Value::of).orElse(v)).orElse(Value.of(DEFAULT_OUTPUT_MODE));
    }
}
