package io.streamlint.core.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The lineage of a Dataset, as a small logical plan: leaves are sources (or datasets we could not trace),
 * inner nodes the operators in the order the user applied them. Every node has the location of the call
 * that made it and that call's text, for messages. The node kinds follow Catalyst's where rules need them.
 */
public sealed interface Plan {

    SourceLocation location();

    /** The user's call, shortened for messages, e.g. {@code groupBy(col("userId"))}. */
    String code();

    List<Plan> children();

    /**
     * {@code spark.readStream()...load()} (streaming) or {@code spark.read()...}, {@code spark.table}, the batch of a
     * {@code foreachBatch} (batch).
     *
     * @param schema     {@code schema(..)} of the reader, empty when not called
     * @param userSchema the columns of {@code schema}, as Spark reads them, when the code shows them
     * @param sessionId  the {@link Session#id()} of the session it is read in
     */
    record Source(boolean streaming, Value format, Options options, Optional<Setting> schema,
                  Optional<Schema> userSchema, String sessionId, String code, SourceLocation location) implements Plan {

        /** A source whose user schema, if it has one, is not read. */
        public Source(boolean streaming, Value format, Options options, Optional<Setting> schema, String sessionId,
                      String code, SourceLocation location) {
            this(streaming, format, options, schema, Optional.empty(), sessionId, code, location);
        }

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
        /** {@code rollup(...)} / {@code cube(...)} / {@code groupingSets(...)}. */
        GROUPING_SETS,
        /** {@code agg(...)} on the Dataset itself: one global group. */
        GLOBAL,
        /** {@code groupByKey(func).count/agg/reduceGroups}: the key is computed, never watermarked. */
        BY_KEY_FUNCTION
    }

    /**
     * An {@code Aggregate}: {@code code} is the grouping call, {@code location} points at it; {@code aggregates}
     * summarises the aggregate expressions ({@code agg(count_distinct(..))}). {@code writtenInSql}: it is a
     * {@code GROUP BY} (or {@code DISTINCT}) of SQL text, and {@code code} the {@code sql(..)} call that runs it.
     */
    record Aggregate(Grouping grouping, List<GroupingKey> keys, Exprs aggregates, Plan child, String code,
                     SourceLocation location, boolean writtenInSql) implements Plan {

        /** An aggregation made by a Dataset method ({@code groupBy(..).agg(..)}, {@code agg(..)}, ...). */
        public Aggregate(Grouping grouping, List<GroupingKey> keys, Exprs aggregates, Plan child, String code,
                         SourceLocation location) {
            this(grouping, keys, aggregates, child, code, location, false);
        }

        @Override
        public List<Plan> children() {
            return List.of(child);
        }
    }

    /** A projection that may rename, replace or drop columns; {@code expressions} summarises what it computes. */
    record Project(ColumnMapping mapping, Exprs expressions, Plan child, String code, SourceLocation location)
            implements Plan {
        @Override
        public List<Plan> children() {
            return List.of(child);
        }
    }

    /**
     * An operator that keeps its input's columns, named by its method: {@code filter}, {@code where},
     * {@code repartition}, {@code orderBy}, {@code sort}, {@code sortWithinPartitions}, {@code limit},
     * {@code offset}, {@code sample}, {@code hint}, {@code observe}, {@code pivot} (no values given: Spark collects
     * them from the data at the call), {@code pivotWithValues}, ... or an opaque method that keeps the lineage.
     */
    record Operator(String method, Exprs expressions, Plan child, String code, SourceLocation location)
            implements Plan {
        @Override
        public List<Plan> children() {
            return List.of(child);
        }
    }

    /**
     * {@code dropDuplicates(..)}, {@code distinct()} ({@code Deduplicate}) or {@code dropDuplicatesWithinWatermark(..)}.
     *
     * @param keys the key columns; an empty list means all columns; empty when they cannot be read
     */
    record Deduplicate(Optional<List<String>> keys, boolean withinWatermark, Plan child, String code,
                       SourceLocation location) implements Plan {
        @Override
        public List<Plan> children() {
            return List.of(child);
        }
    }

    /** {@code join}, {@code crossJoin}, {@code joinWith}, {@code lateralJoin}; {@code joinType} defaults to inner. */
    record Join(String method, Value joinType, JoinCondition condition, Plan left, Plan right, String code,
                SourceLocation location) implements Plan {
        @Override
        public List<Plan> children() {
            return List.of(left, right);
        }
    }

    /** {@code union}, {@code unionAll}, {@code unionByName}, {@code intersect(All)}, {@code except(All)}, {@code cogroup}. */
    record Binary(String method, Plan left, Plan right, String code, SourceLocation location) implements Plan {
        @Override
        public List<Plan> children() {
            return List.of(left, right);
        }
    }

    /** {@code groupByKey(..).mapGroups/flatMapGroups/flatMapSortedGroups(..)}: grouping within each batch, no state. */
    record GroupMap(String method, Plan child, String code, SourceLocation location) implements Plan {
        @Override
        public List<Plan> children() {
            return List.of(child);
        }
    }

    /**
     * {@code mapGroupsWithState}, {@code flatMapGroupsWithState} or {@code transformWithState} on
     * {@code groupByKey(..)}.
     *
     * @param outputMode   the operator's own output mode argument (flatMapGroupsWithState, transformWithState)
     * @param timeout      {@code GroupStateTimeout.X()} as "NoTimeout", "ProcessingTimeTimeout", "EventTimeTimeout";
     *                     for transformWithState the {@code TimeMode} ("None", "ProcessingTime", "EventTime")
     * @param initialState the initial state's lineage, when one is given
     */
    record StatefulMap(String method, Optional<Value> outputMode, Optional<Value> timeout, Optional<Plan> initialState,
                       Plan child, String code, SourceLocation location) implements Plan {
        @Override
        public List<Plan> children() {
            List<Plan> children = new ArrayList<>();
            children.add(child);
            initialState.ifPresent(children::add);
            return children;
        }
    }

    /**
     * A batch action or batch writer called on a Dataset: {@code count()}, {@code show()}, {@code collect()},
     * {@code write()}, {@code foreach(..)}, ...; the root of a lineage, not an operator of a query.
     */
    record Action(String method, Plan child, String code, SourceLocation location) implements Plan {
        @Override
        public List<Plan> children() {
            return List.of(child);
        }
    }

    /** A Dataset we could not trace: a parameter with no visible caller, a call into a library, SQL text, ... */
    record Untraced(String reason, String code, SourceLocation location) implements Plan {
        @Override
        public List<Plan> children() {
            return List.of();
        }
    }
}
