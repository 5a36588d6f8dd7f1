package io.streamlint.core.sql;

import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * SQL text and interval strings read by Spark's own parser. The implementation lives in a separate module
 * (streamlint-linter-catalyst, which brings Spark Catalyst) and is found through {@link ServiceLoader} the first
 * time a lint meets SQL text or an interval string: linting Java that has neither never loads Spark's classes.
 * Without the module on the class path, SQL text and intervals stay unread (unknown), as before.
 */
public interface SqlText {

    /** A statement ({@code spark.sql(..)}): a plan, Spark's parse error, or {@link Parsed.NotRead} for others. */
    Parsed<SqlPlan> statement(String sql);

    /** An expression, possibly aliased ({@code selectExpr}, {@code expr(..)}, {@code filter(String)}). */
    Parsed<SqlExpr> expression(String sql);

    /** An interval string as Spark reads it for {@code syntax}: its parts, or Spark's message when it rejects it. */
    Parsed<Interval> interval(String text, IntervalSyntax syntax);

    /**
     * A schema in DDL ({@code "id INT, ts TIMESTAMP"}, as {@code DataStreamReader.schema(String)} reads it): the
     * columns in order with their types as Spark prints them in lower case ({@code int}, {@code timestamp},
     * {@code struct<end:timestamp>}).
     */
    Parsed<java.util.LinkedHashMap<String, String>> schema(String ddl);

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

    /** A calendar interval as Spark holds it. */
    record Interval(int months, int days, long microseconds) {
        public boolean isNegative() {
            // IntervalUtils.isNegative with Spark's 31-day month, as withWatermark checks it
            return (months * 31L + days) * 86_400_000_000L + microseconds < 0;
        }
    }

    /** The reader of this run's class path, loaded on first use; empty when streamlint-linter-catalyst is absent. */
    static Optional<SqlText> get() {
        return Loaded.INSTANCE;
    }

    /** Holder: the service is looked up when {@link #get()} is first called, not when this interface loads. */
    final class Loaded {
        private static final Optional<SqlText> INSTANCE = ServiceLoader.load(SqlText.class, SqlText.class.getClassLoader())
                .findFirst();

        private Loaded() {
        }
    }

    /**
     * Starts loading Spark's parser on a background thread, once per JVM, for a lint that has met a Spark job (and so
     * almost surely meets SQL text or an interval): its classes take seconds to load and initialise, which then
     * overlap the parsing of the Java files instead of following it. Nothing is kept from it; the first real use
     * waits for whatever class is still initialising, and a parser that fails here fails there again, reported.
     */
    static void warmUp() {
        WarmUp.start();
    }

    /** Holder of the warm-up's state, for the same reason as {@link Loaded}. */
    final class WarmUp {
        private static final AtomicBoolean STARTED = new AtomicBoolean();

        private WarmUp() {
        }

        static void start() {
            if (STARTED.get() || !STARTED.compareAndSet(false, true)) {
                return;
            }
            Thread thread = new Thread(() -> {
                try {
                    get().ifPresent(reader -> {
                        reader.expression("a + 1");
                        reader.interval("1 second", IntervalSyntax.INTERVAL_STRING);
                        reader.interval("1 second", IntervalSyntax.TRIGGER);
                    });
                } catch (RuntimeException | LinkageError e) {
                    // the real use meets it again, and reports it
                }
            }, "streamlint-spark-parser-warm-up");
            thread.setDaemon(true);
            thread.start();
        }
    }
}
