package io.streamlint.core.sql;

import io.streamlint.core.model.Interval;
import io.streamlint.core.model.Schema;
import io.streamlint.core.model.SparkVersion;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;

/**
 * SQL text and interval strings read by Spark's own parser. The implementation lives in a separate module
 * (streamlint-linter-catalyst, which brings Spark Catalyst) and is found through {@link ServiceLoader} the first
 * time a lint meets SQL text or an interval string: linting Java that has neither never loads Spark's classes.
 * Without the module on the class path, SQL text and intervals stay unread (unknown), as before.
 */
public interface SqlText {

    /** The Spark release line whose grammar this parser reads. */
    SparkVersion version();

    /** A statement ({@code spark.sql(..)}): a plan, Spark's parse error, or {@link Parsed.NotRead} for others. */
    Parsed<SqlPlan> statement(String sql);

    /** An expression, possibly aliased ({@code selectExpr}, {@code expr(..)}, {@code filter(String)}). */
    Parsed<SqlExpr> expression(String sql);

    /** An interval string as Spark reads it for {@code syntax}: its parts, or Spark's message when it rejects it. */
    Parsed<Interval> interval(String text, IntervalSyntax syntax);

    /**
     * A schema in DDL ({@code "id INT, ts TIMESTAMP"}, as {@code DataStreamReader.schema(String)} reads it): the
     * columns in order with their types (see {@link Schema}).
     */
    Parsed<Schema> schema(String ddl);

    /**
     * The column Spark's analyzer makes of {@code expression} (a {@code selectExpr} item, or the text of
     * {@code expr(..)} in a projection) over a relation of {@code input}'s columns, with Spark's built-in functions:
     * its name and its type, which is unknown when it depends on an input column of unknown type. Spark's error when
     * its analyzer rejects the expression over these columns (an unknown column, a function that is not built in).
     */
    Parsed<Schema.Column> column(String expression, Schema input);

    /** Which of Spark's interval readers a string goes through. */
    enum IntervalSyntax {
        /**
         * {@code IntervalUtils.fromIntervalString}: {@code withWatermark} delays and {@code window} /
         * {@code session_window} durations (a {@code "interval ..."} prefix is parsed as SQL).
         */
        INTERVAL_STRING,
        /** {@code Triggers.convert(String)}: {@code Trigger.ProcessingTime(..)}, {@code Trigger.Continuous(..)}. */
        TRIGGER
    }

    /** The reader of this run's class path, loaded on first use; empty when streamlint-linter-catalyst is absent. */
    static Optional<SqlText> get() {
        return Loaded.INSTANCE;
    }

    /**
     * The reader of Spark's parser in {@code jars} (another release than the class path's), loaded once per list in
     * a class loader of its own that shares only Streamlint's core classes with this one; the class path's reader
     * when {@code jars} is empty. Empty when streamlint-linter-catalyst is absent or {@code jars} hold no parser.
     */
    static Optional<SqlText> get(List<Path> jars) {
        return jars.isEmpty() ? get() : Loaded.ISOLATED.computeIfAbsent(List.copyOf(jars), IsolatedParser::load);
    }

    /** Holder: the service is looked up when {@link #get()} is first called, not when this interface loads. */
    final class Loaded {
        private static final Optional<SqlText> INSTANCE = ServiceLoader.load(SqlText.class, SqlText.class.getClassLoader())
                .findFirst();
        private static final Map<List<Path>, Optional<SqlText>> ISOLATED = new ConcurrentHashMap<>();

        private Loaded() {
        }
    }
}
