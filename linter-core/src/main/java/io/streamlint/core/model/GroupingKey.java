package io.streamlint.core.model;

/**
 * One grouping expression of an aggregation. Aliases are transparent for the watermark check (Spark trims
 * them from grouping expressions, so {@code window(col("ts"), "5 minutes").as("w")} is a {@link TimeWindow}
 * on ts) but name the output column, which keeps the watermark tag for a later aggregation.
 */
public sealed interface GroupingKey {

    /** The expression as the user wrote it, for messages. */
    String code();

    /** A plain column reference: {@code "userId"}, {@code col("userId")}; {@code output} is its alias or name. */
    record Column(String name, String output, String code) implements GroupingKey {
    }

    /**
     * {@code window(col(timeColumn), ...)} or {@code session_window(col(timeColumn), ...)}; {@code output} is
     * its alias, or the column Spark names after the function.
     */
    record TimeWindow(String function, String timeColumn, String output, String code) implements GroupingKey {
    }

    /** A computed expression ({@code lower(col("x"))}, a cast): never an attribute, so never watermarked. */
    record Computed(String code) implements GroupingKey {
    }

    /** An expression we could not read (a variable we cannot see, SQL text): it might be anything. */
    record Unreadable(String code) implements GroupingKey {
    }
}
