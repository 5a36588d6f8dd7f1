package io.streamlint.core.source;

/** A Spark Column expression, reduced to what watermark tracking needs. */
sealed interface ColumnExpr {

    /** The expression as written, for messages. */
    String code();

    /** {@code col("x")}, {@code column("x")}, {@code "x"} where a column name is expected, {@code ds.col("x")}. */
    record Ref(String name, String code) implements ColumnExpr {
    }

    /** {@code window(col("ts"), ...)} or {@code session_window(col("ts"), ...)}; timeColumn is null if unreadable. */
    record TimeWindow(String function, String timeColumn, String code) implements ColumnExpr {
    }

    /** {@code expr.as("name")} / {@code alias} / {@code name}. */
    record Alias(ColumnExpr child, String name, String code) implements ColumnExpr {
    }

    /** {@code col("*")} or {@code "*"}. */
    record Star(String code) implements ColumnExpr {
    }

    /** Any other expression (computed). */
    record Computed(String code) implements ColumnExpr {
    }

    /** Something we cannot read at all (a variable we cannot see). */
    record Unreadable(String code) implements ColumnExpr {
    }
}
