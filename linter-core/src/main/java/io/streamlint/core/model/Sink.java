package io.streamlint.core.model;

import io.streamlint.core.api.SourceLocation;

import java.util.Optional;

/**
 * What a {@code writeStream()} chain configures, up to its terminal call. Settings the user did not make
 * are empty; Spark's defaults for them live in {@link SparkFacts}.
 *
 * @param kind        a format sink, or {@code foreach}/{@code foreachBatch} (which replace the format)
 * @param format      {@code format(...)}, empty when not called
 * @param outputMode  {@code outputMode(...)} lower-cased, empty when not called
 * @param queryName   {@code queryName(...)}, empty when not called
 * @param trigger     {@code trigger(Trigger.X(..))}: the factory method name ("ProcessingTime", "Once",
 *                    "AvailableNow", "Continuous") or unknown; empty when not called
 * @param options     {@code option(..)} and {@code options(map)} entries
 * @param terminal    {@code start}, or {@code toTable} (a table sink)
 * @param code        the terminal call as written, for messages
 * @param location    the terminal call, where Spark starts (and rejects) the query
 */
public record Sink(Kind kind, Optional<Value> format, Optional<Value> outputMode, Optional<Value> queryName,
                   Optional<Value> trigger, Options options, String terminal, String code, SourceLocation location) {

    public enum Kind { FORMAT, FOREACH, FOREACH_BATCH }
}
