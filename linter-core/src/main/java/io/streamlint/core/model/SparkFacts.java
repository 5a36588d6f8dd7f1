package io.streamlint.core.model;

import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Spark's behaviour that rules depend on, in one place. Facts that hold in every supported Spark line are
 * static; facts that differ between lines are asked of the instance for the target version
 * ({@link #of(SparkVersion)}), each with the source it was read from.
 * Sources: ResolveWriteToStream, DataStreamWriter, UnsupportedOperationChecker, KafkaSourceProvider.
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
        return BY_VERSION.get(version);
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

    /** Session conf naming a root directory under which each query's checkpoint is created. */
    public static final String CHECKPOINT_LOCATION_CONF = "spark.sql.streaming.checkpointLocation";

    /** Writer option naming a query's checkpoint directory (case-insensitive). */
    public static final String CHECKPOINT_LOCATION_OPTION = "checkpointLocation";

    /** Session conf naming the default data source format; Spark's default is parquet. */
    public static final String DEFAULT_SOURCE_CONF = "spark.sql.sources.default";
    public static final String DEFAULT_SOURCE_FORMAT = "parquet";

    /** DataStreamWriter's default output mode. */
    public static final String DEFAULT_OUTPUT_MODE = "append";

    /** The output mode names {@code outputMode(String)} accepts, in lower case; Spark compares ignoring case. */
    public static final Set<String> OUTPUT_MODES = Set.of("append", "complete", "update");

    /**
     * Sinks Spark runs with a temporary checkpoint when none is configured
     * ({@code DataStreamWriter.SOURCES_ALLOW_ONE_TIME_QUERY}); every other sink requires one at start().
     * Spark compares these names exactly: {@code format("Console")} finds the console sink but needs a checkpoint.
     */
    public static final Set<String> TEMPORARY_CHECKPOINT_SINKS = Set.of("memory", "foreach", "foreachBatch", "console", "noop");

    /** Kafka source option capping records per micro-batch. */
    public static final String KAFKA_MAX_OFFSETS_PER_TRIGGER = "maxOffsetsPerTrigger";

    /** Delta Lake's format name (DeltaDataSource); looked up ignoring case. */
    public static final String DELTA_FORMAT = "delta";

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
     * The output mode Spark uses, in lower case: the explicit one, or append. Unknown when set from a value we
     * cannot see; an invalid name (which Spark rejects at the call) is returned as written, in lower case.
     */
    public static Value effectiveOutputMode(Sink sink) {
        return sink.outputModeValue().map(v -> v.lowerCase().map(Value::of).orElse(v)).orElse(Value.of(DEFAULT_OUTPUT_MODE));
    }
}
