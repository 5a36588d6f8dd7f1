package io.streamlint.core.model;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Spark's streaming sources other than Kafka's: sources with a fixed schema (rate, socket), file sources' schema
 * and read limits, the default source format, options only a source reads, sources that run in micro-batches only.
 * Sources: DataSource, FileStreamOptions, RateStreamProvider, TextSocketSourceProvider.
 */
public final class SourceFacts {

    private SourceFacts() {
    }

    /** Reader option naming the variant column of {@link #singleVariantColumnFormats()}. */
    public static final String SINGLE_VARIANT_COLUMN_OPTION = "singleVariantColumn";

    /** Session conf that lets streaming file sources infer their schema from existing files (default false). */
    public static final String STREAMING_SCHEMA_INFERENCE_CONF = "spark.sql.streaming.schemaInference";

    /** What a streaming file source without a schema throws at load() (DataSource.sourceSchema, 3.5 and 4.x). */
    public static final String SCHEMA_REQUIRED_MESSAGE = "Schema must be specified when creating a streaming source DataFrame";

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
     * {@link Schema} holds them: Kafka (its headers column added by {@link KafkaFacts#KAFKA_INCLUDE_HEADERS}), rate and
     * rate-micro-batch (RateStreamProvider.SCHEMA, RatePerMicroBatchProvider), socket (TextSocketReader: value, and
     * timestamp with {@link #SOCKET_INCLUDE_TIMESTAMP}).
     */
    public static final Map<String, Schema> FIXED_SOURCE_SCHEMAS = Map.of(
            KafkaFacts.KAFKA_FORMAT, KafkaFacts.KAFKA_SOURCE_SCHEMA,
            "rate", new Schema(List.of(Schema.Column.of("timestamp", "timestamp"), Schema.Column.of("value", "bigint"))),
            "rate-micro-batch", new Schema(List.of(Schema.Column.of("timestamp", "timestamp"),
                    Schema.Column.of("value", "bigint"))),
            "socket", new Schema(List.of(Schema.Column.of("value", "string"))));

    /** Socket source option adding the {@link #SOCKET_TIMESTAMP} column (TextSocketSourceProvider). */
    public static final String SOCKET_INCLUDE_TIMESTAMP = "includeTimestamp";

    public static final Schema.Column SOCKET_TIMESTAMP = Schema.Column.of("timestamp", "timestamp");

    /** Session conf naming the default data source format; Spark's default is parquet. */
    public static final String DEFAULT_SOURCE_CONF = "spark.sql.sources.default";

    public static final String DEFAULT_SOURCE_FORMAT = "parquet";

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

    public static final String FILE_MAX_FILES_PER_TRIGGER = "maxFilesPerTrigger";

    public static final String FILE_MAX_BYTES_PER_TRIGGER = "maxBytesPerTrigger";

    /**
     * Built-in DSv2 streaming sources that read in micro-batches only: "Data source rate-micro-batch does not
     * support continuous processing." (verified on 4.0.0).
     */
    public static final Set<String> MICRO_BATCH_ONLY_SOURCES = Set.of("rate-micro-batch");
}
