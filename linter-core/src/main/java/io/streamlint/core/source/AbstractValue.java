package io.streamlint.core.source;

import io.streamlint.core.model.GroupingKey;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Trigger;
import io.streamlint.core.model.Value;
import org.jspecify.annotations.Nullable;

import java.util.List;
import java.util.Optional;

/**
 * The abstract value of a Java expression: what the evaluator knows of its value (the model's
 * {@link io.streamlint.core.model.Value} is one text a rule reads; a {@link Str} holds one). Spark builders are
 * modelled as immutable snapshots; the evaluator applies the user's mutating calls to them in source order. Where the code
 * chooses between values (branches, several returns, a loop that may or may not run), the value is
 * {@link OneOf} the alternatives, each with the choices that lead to it.
 */
sealed interface AbstractValue {

    /** A string, number or boolean (as text), or an unknown one. Also output modes and enum-like constants. */
    record Str(Value value) implements AbstractValue {
    }

    /** {@code SparkSession.builder()...}: conf entries set so far. */
    record SessionBuilder(Options conf) implements AbstractValue {
    }

    /**
     * A SparkSession (or SQLContext). {@code id} says which: where it is built and from which calling context,
     * or where the untraced value comes from; {@code conf} holds what its builder set (runtime writes are
     * collected by session id).
     */
    record Session(String id, Options conf, SourceLocation location, boolean traced) implements AbstractValue {
    }

    /** {@code spark.conf()}: writes to it are configuration of {@code session}. */
    record RuntimeConf(Session session) implements AbstractValue {
    }

    /** {@code spark.readStream()} / {@code spark.read()} and their settings. */
    record Reader(boolean streaming, Optional<Setting> format, Options options, Optional<Setting> schema,
                  Session session, SourceLocation location) implements AbstractValue {

        Reader with(Optional<Setting> f, Options o, Optional<Setting> s) {
            return new Reader(streaming, f, o, s, session, location);
        }
    }

    /** A Dataset: its lineage and the session it was read in. */
    record Data(Plan plan, Session session) implements AbstractValue {
    }

    /**
     * {@code groupBy(..)}, {@code rollup(..)}, {@code cube(..)}, {@code groupByKey(..)} awaiting their aggregation
     * or group function.
     */
    record Grouped(Plan.Grouping grouping, List<GroupingKey> keys, Data input, String code,
                   SourceLocation location) implements AbstractValue {
    }

    /** {@code ds.na()} or {@code ds.stat()}: functions over {@code input}. */
    record Functions(String kind, Data input) implements AbstractValue {
    }

    /**
     * {@code ds.writeStream()} and its settings so far; {@code variable} names the written Dataset if it is one;
     * {@code batchFunction} is the argument of {@code foreachBatch(..)}, with the frame it was passed in.
     */
    record Writer(Data input, @Nullable String variable, SourceLocation writeStream, Sink.Kind kind, Optional<Setting> format,
                  Optional<Setting> outputMode, Optional<Setting> queryName, Optional<Trigger> trigger,
                  Options options, Optional<SourceLocation> partitionBy, Optional<SourceLocation> clusterBy,
                  Optional<Passed> batchFunction)
            implements AbstractValue {

        Writer withKind(Sink.Kind k, Optional<Passed> function) {
            return new Writer(input, variable, writeStream, k, format, outputMode, queryName, trigger, options,
                    partitionBy, clusterBy, function);
        }

        Writer withFormat(Optional<Setting> f) {
            return new Writer(input, variable, writeStream, kind, f, outputMode, queryName, trigger, options,
                    partitionBy, clusterBy, batchFunction);
        }

        Writer withOutputMode(Optional<Setting> m) {
            return new Writer(input, variable, writeStream, kind, format, m, queryName, trigger, options, partitionBy,
                    clusterBy, batchFunction);
        }

        Writer withQueryName(Optional<Setting> q) {
            return new Writer(input, variable, writeStream, kind, format, outputMode, q, trigger, options, partitionBy,
                    clusterBy, batchFunction);
        }

        Writer withTrigger(Optional<Trigger> t) {
            return new Writer(input, variable, writeStream, kind, format, outputMode, queryName, t, options,
                    partitionBy, clusterBy, batchFunction);
        }

        Writer withOptions(Options o) {
            return new Writer(input, variable, writeStream, kind, format, outputMode, queryName, trigger, o,
                    partitionBy, clusterBy, batchFunction);
        }

        Writer withPartitioning(Optional<SourceLocation> p, Optional<SourceLocation> c) {
            return new Writer(input, variable, writeStream, kind, format, outputMode, queryName, trigger, options, p, c,
                    batchFunction);
        }
    }

    /** An argument as passed to a Spark method, with the frame it is read in (a function is read where it was given). */
    record Passed(com.github.javaparser.ast.expr.Expression argument, Frame frame) {

        /** The same argument node (not an equal-looking one elsewhere) in the same frame. */
        @Override
        public boolean equals(Object o) {
            return o instanceof Passed p && p.argument == argument && p.frame.equals(frame);
        }

        @Override
        public int hashCode() {
            return argument.getRange().map(r -> r.begin.hashCode()).orElse(0) * 31 + frame.hashCode();
        }
    }

    /**
     * A lambda or method reference, with the frame it was written in: a function kept in a variable or a field (a
     * constructor argument) and given to {@code foreachBatch} later is read where it was written.
     */
    record Function(Passed written) implements AbstractValue {
    }

    /** {@code Trigger.X(..)}: the factory and its interval argument. */
    record TriggerVal(Value kind, Value interval) implements AbstractValue {
    }

    /** A {@code Map<String, String>} of options, {@code Properties} or a {@code SparkConf}: entries set so far. */
    record Entries(Options entries) implements AbstractValue {
    }

    /** A List, Set, array or Stream whose elements we can see, in order. */
    record Items(List<AbstractValue> elements) implements AbstractValue {
    }

    /**
     * A Spark Column expression as far as grouping, projections and expression checks need it; {@code sql} is its SQL
     * text when it is written in SQL ({@code expr("...")}, also aliased), for Spark's analyzer.
     */
    record Col(ColumnExpr expr, Optional<String> sql) implements AbstractValue {

        /** A Column built by the Java API, not from SQL text. */
        Col(ColumnExpr expr) {
            this(expr, Optional.empty());
        }
    }

    /** A type used as a qualifier: {@code SparkSession} in {@code SparkSession.builder()}, a constants class. */
    record TypeName(String name) implements AbstractValue {
    }

    /**
     * An object of a class we know is not Spark's (a {@code List}, a user type, ...); {@code exact} when it is of
     * that very class ({@code new KafkaJob()}), not of one of its subclasses (a parameter declared as {@code Job}).
     * {@code fields} holds what its constructor and the methods called on it set ({@code new JobConfig(topic)},
     * {@code builder.topic("orders")}), by field name; a field not in it holds whatever the class's code may put
     * there.
     */
    record Foreign(String type, boolean exact, java.util.SortedMap<String, AbstractValue> fields) implements AbstractValue {

        public Foreign {
            fields = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(fields));
        }

        /** An object whose fields the code does not show. */
        Foreign(String type, boolean exact) {
            this(type, exact, new java.util.TreeMap<>());
        }

        Foreign withFields(java.util.Map<String, AbstractValue> changed) {
            java.util.TreeMap<String, AbstractValue> all = new java.util.TreeMap<>(fields);
            all.putAll(changed);
            return new Foreign(type, exact, all);
        }
    }

    /** The code chooses one of these values; see {@link Choices}. */
    record OneOf(List<Alt> alternatives) implements AbstractValue {
    }

    /** One alternative of a {@link OneOf}: the value, and the choices of branches that lead to it. */
    record Alt(AbstractValue value, List<Choice> path) {
        public Alt {
            path = List.copyOf(path);
        }
    }

    /**
     * One branch taken. {@code point} identifies the decision (alternatives taken at the same point must agree:
     * two variables assigned under {@code if (windowed)} follow the same branch); {@code branch} says which way,
     * null when it constrains nothing; {@code location} and {@code description} explain it to the user.
     */
    record Choice(Object point, @Nullable String branch, SourceLocation location, String description) {
    }

    /** Nothing known. */
    record Unknown(String reason) implements AbstractValue {
    }
}
