package io.streamlint.core.source;

import io.streamlint.core.api.SourceLocation;
import io.streamlint.core.model.GroupingKey;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.Value;

import java.util.List;
import java.util.Optional;

/**
 * What the evaluator knows of a Java expression's value. Spark builders are modelled as immutable
 * snapshots; the evaluator applies the user's mutating calls to them in source order.
 */
sealed interface Val {

    /** A string, number or boolean (as text), or an unknown one. Also output modes and trigger kinds. */
    record Str(Value value) implements Val {
    }

    /** {@code SparkSession.builder()...}: conf entries set so far. */
    record SessionBuilder(Options conf) implements Val {
    }

    /**
     * A SparkSession. {@code traced}: we saw where it was built, so {@code conf} holds its builder configs;
     * otherwise the session came from code we cannot see.
     */
    record Session(Options conf, boolean traced) implements Val {
    }

    /** {@code spark.readStream()} / {@code spark.read()} and their settings. */
    record Reader(boolean streaming, Optional<Value> format, Options options, Options sessionConf,
                  SourceLocation location, SourceLocation formatLocation) implements Val {
    }

    /** A Dataset: its lineage and the conf of the session it was read in. */
    record Data(Plan plan, Options sessionConf) implements Val {
    }

    /** {@code groupBy(..)}, {@code rollup(..)}, {@code cube(..)}, {@code groupByKey(..)} awaiting their aggregation. */
    record Grouped(Plan.Grouping grouping, List<GroupingKey> keys, Data input,
                   String code, SourceLocation location) implements Val {
    }

    /** {@code ds.writeStream()} and its settings so far. */
    record Writer(Data input, String subject, Sink.Kind kind, Optional<Value> format, Optional<Value> outputMode,
                  Optional<Value> queryName, Optional<Value> trigger, Options options) implements Val {

        Writer with(Sink.Kind k, Optional<Value> f, Optional<Value> m, Optional<Value> q, Optional<Value> t, Options o) {
            return new Writer(input, subject, k, f, m, q, t, o);
        }
    }

    /** A {@code Map<String, String>} of options or a {@code SparkConf}: entries set so far. */
    record Entries(Options entries) implements Val {
    }

    /** A Spark Column expression as far as grouping and projections need it. */
    record Col(ColumnExpr expr) implements Val {
    }

    /** A type used as a qualifier: {@code SparkSession} in {@code SparkSession.builder()}, a constants class. */
    record TypeName(String name) implements Val {
    }

    /** An object of a class we know is not Spark's (a {@code List}, a user type, ...). */
    record Foreign(String type) implements Val {
    }

    /** Nothing known. */
    record Unknown(String reason) implements Val {
    }
}
