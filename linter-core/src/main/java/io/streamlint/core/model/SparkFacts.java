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
