package io.streamlint.core.model;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Spark's streaming sinks: checkpoints, output modes, options only a sink reads, sinks with a temporary
 * checkpoint, partitioning, Delta, JDBC and MongoDB writes, and the format and output mode a sink runs with.
 * Sources: DataStreamWriter, ResolveWriteToStream, DataSource.
 */
public final class SinkFacts {

    private SinkFacts() {
    }

    /** Session conf naming a root directory under which each query's checkpoint is created. */
    public static final String CHECKPOINT_LOCATION_CONF = "spark.sql.streaming.checkpointLocation";

    /** Writer option naming a query's checkpoint directory (case-insensitive). */
    public static final String CHECKPOINT_LOCATION_OPTION = "checkpointLocation";

    /** DataStreamWriter's default output mode. */
    public static final String DEFAULT_OUTPUT_MODE = "append";

    /** The output mode names {@code outputMode(String)} accepts, in lower case; Spark compares ignoring case. */
    public static final Set<String> OUTPUT_MODES = Set.of("append", "complete", "update");

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

    /** The field MongoDB keys documents by; the connector replaces a document by it, and inserts one without it. */
    public static final String MONGODB_ID = "_id";

    /** The MongoDB connector's option naming the fields to replace or update by (10.x; default _id). */
    public static final String MONGODB_ID_FIELDS = "idFieldList";

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
        Optional<Value> configured = sessionConf.value(SourceFacts.DEFAULT_SOURCE_CONF);
        if (configured.isPresent()) {
            return configured.get().text();
        }
        return Optional.of(SourceFacts.DEFAULT_SOURCE_FORMAT);
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
