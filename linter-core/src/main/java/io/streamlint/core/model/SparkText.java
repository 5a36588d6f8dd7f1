package io.streamlint.core.model;

import java.util.Optional;

/**
 * A string the code hands to Spark's parser: SQL text ({@code spark.sql}, {@code selectExpr}, {@code expr},
 * {@code filter}/{@code where} strings) or an interval ({@code withWatermark}, {@code window},
 * {@code session_window}, {@code Trigger.ProcessingTime}/{@code Continuous}), read with Spark's own parser.
 *
 * @param use       the method that receives it ({@code sql}, {@code selectExpr}, {@code withWatermark}, ...)
 * @param location  the argument in the source
 * @param rejection Spark's rejection, when it rejects the text
 * @param interval  the interval Spark reads, for an accepted interval string
 */
public record SparkText(Kind kind, String use, String text, SourceLocation location, Optional<Rejection> rejection,
                        Optional<Interval> interval) {

    public enum Kind { SQL_STATEMENT, SQL_EXPRESSION, INTERVAL }

    /**
     * Spark's message and error condition; {@code at} points at the rejected character inside the Java string
     * (text blocks and concatenated literals included), or at the argument when the text is built elsewhere.
     */
    public record Rejection(String message, String condition, SourceLocation at) {
    }

    /** Is it an interval Spark rejects, in an interval string or an {@code INTERVAL} literal of SQL text? */
    public boolean rejectedInterval() {
        return rejection.isPresent() && (kind == Kind.INTERVAL || rejection.get().condition().startsWith("INVALID_INTERVAL")
                || rejection.get().condition().equals("INVALID_TYPED_LITERAL")
                && rejection.get().message().contains("\"INTERVAL\""));
    }
}
