package io.streamlint.core.model;

import java.util.Map;
import java.util.Set;

/**
 * Functions of {@code org.apache.spark.sql.functions} by what they do to a stream: aggregates, distinct
 * aggregates, functions that make a new value on every run, and the current time.
 */
public final class FunctionFacts {

    private FunctionFacts() {
    }

    /**
     * Functions of {@code org.apache.spark.sql.functions} that make distinct aggregates
     * ({@code AggregateExpression.isDistinct}): the model's lower-case name, and the name as written in Java.
     */
    public static final Map<String, String> DISTINCT_AGGREGATES = Map.of("countdistinct", "countDistinct",
            "count_distinct", "count_distinct", "sumdistinct", "sumDistinct", "sum_distinct", "sum_distinct");

    /**
     * Functions of {@code org.apache.spark.sql.functions} that build an aggregate expression, in lower case (as
     * {@link Exprs} records them): a projection calling one is an aggregation (Catalyst turns
     * {@code select(count("*"))} into an {@code Aggregate}). The SQL names are FunctionRegistry's group
     * {@code agg_funcs} (4.0.0), with the Java-only aliases and distinct variants, and the calls that may apply a
     * user-defined aggregate ({@code udaf}, {@code call_udf}, {@code call_function}). The rules' SparkFactsAgainstSparkTest
     * checks the list against the Spark on the test class path.
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
     * Functions that make a new value on every run of the same rows: a key made with one of them is new when a
     * batch is retried ({@code uuid()}, {@code monotonically_increasing_id()} depends on the partitioning).
     */
    public static final Set<String> NEW_KEY_FUNCTIONS = Set.of("uuid", "monotonically_increasing_id", "rand",
            "randn");

    /**
     * Functions whose value is the current time, which continuous processing rejects ("Continuous processing does
     * not support current time operations.": CurrentTimestampLike, CurrentDate, LocalTimestamp). Lower case.
     */
    public static final Set<String> CURRENT_TIME_FUNCTIONS = Set.of("current_timestamp", "current_date", "curdate",
            "now", "localtimestamp");
}
