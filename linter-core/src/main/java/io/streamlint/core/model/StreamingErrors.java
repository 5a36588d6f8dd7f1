package io.streamlint.core.model;

import java.util.Set;

/**
 * What Spark refuses on a stream, and the words it says it with: batch actions and batch writers on a
 * streaming Dataset, UnsupportedOperationChecker's messages (3.5.9, 4.0.0, 4.1.1), operators continuous processing
 * rejects.
 */
public final class StreamingErrors {

    private StreamingErrors() {
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
     * Dataset methods that keep the columns and that UnsupportedOperationChecker.checkForContinuous rejects, beyond
     * those its streaming checks reject first (sort, sample, offset): only Project, Filter, MapElements, MapPartitions,
     * (De)SerializeObject, SubqueryAlias, TypedFilter and temp views pass (4.0.0; Repartition, ResolvedHint and
     * LocalLimit were run).
     */
    public static final Set<String> CONTINUOUS_REJECTED_OPERATORS = Set.of("repartition", "repartitionByRange",
            "repartitionByExpression", "repartitionById", "coalesce", "hint", "limit");
}
