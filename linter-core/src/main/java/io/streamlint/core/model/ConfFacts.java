package io.streamlint.core.model;

import java.util.List;
import java.util.Map;

/**
 * Session confs that change how streaming queries run: the master, confs only DStreams read, confs the
 * checkpoint pins, the state store and stateful operators, and restarts; with the errors they decide.
 */
public final class ConfFacts {

    private ConfFacts() {
    }

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
            ConfFacts.STATE_STORE_PROVIDER_CONF, "spark.sql.streaming.multipleWatermarkPolicy",
            "spark.sql.streaming.stateStore.compression.codec");

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
     * Session conf: when true (the default, since 3.0) starting a query whose checkpoint holds the id of an active
     * query stops that query; when false start() throws (StreamingQueryManager.startQuery).
     */
    public static final String STOP_ACTIVE_RUN_ON_RESTART_CONF = "spark.sql.streaming.stopActiveRunOnRestart";
}
