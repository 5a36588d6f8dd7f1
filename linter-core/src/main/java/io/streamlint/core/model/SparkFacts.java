package io.streamlint.core.model;

import java.util.EnumMap;
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
