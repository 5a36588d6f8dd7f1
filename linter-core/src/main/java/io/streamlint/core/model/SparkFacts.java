package io.streamlint.core.model;

import org.jspecify.annotations.Nullable;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.Objects;

/**
 * Spark's behaviour that rules depend on, as data. Facts that differ between lines are asked of the instance for the
 * target version ({@link #of(SparkVersion)}), each with the source it was read from; facts that hold in every
 * supported Spark line are static and kept by topic: {@link KafkaFacts}, {@link SourceFacts}, {@link SinkFacts},
 * {@link JoinFacts}, {@link FunctionFacts}, {@link StreamingErrors} and {@link ConfFacts}.
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
     * {@link SourceFacts#SINGLE_VARIANT_COLUMN_OPTION} option: json since 4.0, csv since 4.1; none in 3.5 (run on 3.5.9, 4.0.0
     * and 4.1.1: 4.0 still asks csv for a schema).
     */
    public Set<String> singleVariantColumnFormats() {
        if (version.atLeast(SparkVersion.V4_1)) {
            return Set.of("json", "csv");
        }
        return version.atLeast(SparkVersion.V4_0) ? Set.of("json") : Set.of();
    }

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
     * Output modes in which a stream-stream join of {@code type} may run. Spark 3.5 (3.5.9), 4.0 (4.0.0) and 4.1
     * (4.1.1) accept append only: UnsupportedOperationChecker throws "Join between two streaming
     * DataFrames/Datasets is not supported in Update output mode, only in Append output mode" at start() for any
     * join type. Spark 4.2.0 relaxes this for inner and left semi joins (append or update; outer joins stay
     * append-only), a line the linter does not target yet.
     */
    public Set<String> streamStreamJoinOutputModes(JoinFacts.JoinType type) {
        return Set.of("append");
    }

    /** True from 4.1: the checkpointed shuffle partitions bind only stateful operators (spark.sql.streaming.internal.stateStore.partitions). */
    public boolean pinsOnlyStatefulShufflePartitions() {
        return version.compareTo(SparkVersion.V4_1) >= 0;
    }

    /**
     * The streaming file source's read limits (FileStreamOptions): maxFilesPerTrigger in every line,
     * maxBytesPerTrigger since 4.0 (absent from 3.5.9's FileStreamOptions, so ignored there; 4.0.0 rejects both
     * together). With neither, a micro-batch takes every new file (FileStreamSource.getOffset).
     */
    public List<String> fileSourceReadLimits() {
        return version.atLeast(SparkVersion.V4_0) ? List.of(SourceFacts.FILE_MAX_FILES_PER_TRIGGER, SourceFacts.FILE_MAX_BYTES_PER_TRIGGER)
                : List.of(SourceFacts.FILE_MAX_FILES_PER_TRIGGER);
    }

    /** True when {@code format} names a format Spark reads as a streaming file source (every FileFormat). */
    public boolean isFileSourceFormat(String format) {
        return isFileFormat(format) || fileFormatsNeedingSchema().contains(format.toLowerCase(Locale.ROOT));
    }

    /**
     * Batch write targets where an append of the same rows twice stores them twice (no key, no upsert): the file
     * formats, Delta, Iceberg, JDBC (INSERT), and catalog tables ("table": insertInto, saveAsTable, writeTo). Not
     * Kafka (at least once by design), nor connectors that upsert by a key (Cassandra, Hudi, MongoDB with _id, ...).
     */
    public boolean appendsDuplicateRows(String format) {
        String f = format.toLowerCase(Locale.ROOT);
        return isFileFormat(f) || Set.of(SinkFacts.DELTA_FORMAT, "iceberg", SinkFacts.JDBC_FORMAT, "table").contains(f)
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

}
