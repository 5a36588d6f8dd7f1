package io.streamlint.core.model;

import java.util.EnumMap;
import java.util.List;
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
