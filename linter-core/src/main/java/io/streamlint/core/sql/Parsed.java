package io.streamlint.core.sql;

/** What Spark's parser made of a text. */
public sealed interface Parsed<T> {

    /** Read: {@code value}. */
    record Ok<T>(T value) implements Parsed<T> {
    }

    /**
     * Rejected by Spark with {@code message} of error condition {@code condition} ({@code PARSE_SYNTAX_ERROR},
     * {@code INVALID_INTERVAL_FORMAT.INVALID_UNIT}, ...; empty when Spark gives none); {@code line} (1-based) and
     * {@code column} (0-based, in characters) point into the text, or are 0 when Spark gives no position.
     */
    record Invalid<T>(String message, String condition, int line, int column) implements Parsed<T> {
    }

    /** Valid for all we know, but not something the linter reads (a command other than a query, ...). */
    record NotRead<T>(String why) implements Parsed<T> {
    }

    /** Not read because Spark's parser cannot run here ({@code why}: a class it needs is missing, ...). */
    record Unavailable<T>(String why) implements Parsed<T> {
    }
}
