package io.streamlint.core.model;

import io.streamlint.core.api.SourceLocation;

import java.util.List;

/**
 * The lineage of a Dataset, as a small logical plan: leaves are sources (or datasets we could not
 * trace), inner nodes the operators in the order the user applied them. Every node has the location
 * of the call that made it and that call's text, for messages.
 */
public sealed interface Plan {

    SourceLocation location();

    /** The user's call, shortened for messages, e.g. {@code groupBy(col("userId"))}. */
    String code();

    List<Plan> children();

    /** {@code spark.readStream()...load()} (streaming) or {@code spark.read()...} / {@code spark.table} (batch). */
    record Source(boolean streaming, Value format, Options options, String code, SourceLocation location)
            implements Plan {
        @Override
        public List<Plan> children() {
            return List.of();
        }
    }

    /** {@code withWatermark(eventTime, delay)}. */
    record Watermark(Value eventTime, Value delay, Plan child, String code, SourceLocation location)
            implements Plan {
        @Override
        public List<Plan> children() {
            return List.of(child);
        }
    }

    /** How an aggregation groups. */
    enum Grouping {
        /** {@code groupBy(...)} followed by {@code agg/count/sum/...}. */
        GROUP_BY,
        /** {@code rollup(...)} / {@code cube(...)}. */
        GROUPING_SETS,
        /** {@code agg(...)} on the Dataset itself: one global group. */
        GLOBAL,
        /** {@code groupByKey(func).count/agg/reduceGroups}: the key is computed, never watermarked. */
        BY_KEY_FUNCTION
    }

    /** An {@code Aggregate}: {@code code} is the grouping call, {@code location} points at it. */
    record Aggregate(Grouping grouping, List<GroupingKey> keys, Plan child, String code, SourceLocation location)
            implements Plan {
        @Override
        public List<Plan> children() {
            return List.of(child);
        }
    }

    /** A projection that may rename, replace or drop columns. */
    record Project(ColumnMapping mapping, Plan child, String code, SourceLocation location) implements Plan {
        @Override
        public List<Plan> children() {
            return List.of(child);
        }
    }

    /** An operator that keeps its input's columns: filter, repartition, dropDuplicates, limit, ... */
    record Operator(String method, Plan child, String code, SourceLocation location) implements Plan {
        @Override
        public List<Plan> children() {
            return List.of(child);
        }
    }

    /** {@code join}, {@code union}, {@code crossJoin}, ...: {@code method} names which. */
    record Binary(String method, Value joinType, Plan left, Plan right, String code, SourceLocation location)
            implements Plan {
        @Override
        public List<Plan> children() {
            return List.of(left, right);
        }
    }

    /** A Dataset we could not trace: a parameter with no visible caller, a call into a library, ... */
    record Untraced(String reason, String code, SourceLocation location) implements Plan {
        @Override
        public List<Plan> children() {
            return List.of();
        }
    }
}
