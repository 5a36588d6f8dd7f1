package io.streamlint.core.source;

import io.streamlint.core.model.Exprs;
import org.jspecify.annotations.Nullable;

import java.util.List;

/** A Spark Column expression, reduced to what watermark tracking and expression checks need. */
sealed interface ColumnExpr {

    /** The expression as written, for messages. */
    String code();

    /** The functions it calls and the columns it references. */
    Exprs features();

    /** {@code col("x")}, {@code column("x")}, {@code "x"} where a column name is expected, {@code ds.col("x")}. */
    record Ref(String name, String code) implements ColumnExpr {
        @Override
        public Exprs features() {
            return Exprs.column(name);
        }
    }

    /** {@code window(col("ts"), ...)} or {@code session_window(col("ts"), ...)}; timeColumn is null if unreadable. */
    record TimeWindow(String function, @Nullable String timeColumn, Exprs arguments, String code) implements ColumnExpr {
        @Override
        public Exprs features() {
            return Exprs.function(function).and(arguments);
        }
    }

    /** {@code expr.as("name")} / {@code alias} / {@code name}. */
    record Alias(ColumnExpr child, String name, String code) implements ColumnExpr {
        @Override
        public Exprs features() {
            return child.features();
        }
    }

    /** {@code col("*")} or {@code "*"}. */
    record Star(String code) implements ColumnExpr {
        @Override
        public Exprs features() {
            return Exprs.NONE;
        }
    }

    /** Any other expression (computed), with what it calls and references. */
    record Computed(Exprs features, String code) implements ColumnExpr {
    }

    /**
     * A Column method whose shape join conditions need ({@link JoinConditions#SHAPED}: {@code and}, equalities,
     * comparisons, {@code between}, {@code plus}, {@code minus}), with its receiver and arguments (a literal
     * argument is a {@link Computed} with no columns).
     */
    record Call(String method, ColumnExpr target, List<ColumnExpr> arguments, String code) implements ColumnExpr {
        public Call {
            arguments = List.copyOf(arguments);
        }

        @Override
        public Exprs features() {
            Exprs result = target.features().and(Exprs.function(method));
            for (ColumnExpr argument : arguments) {
                result = result.and(argument.features());
            }
            return result;
        }
    }

    /** {@code expr("...")}: SQL text, read by Spark's parser in the Catalyst frontend; unreadable here. */
    record Sql(String text, String code) implements ColumnExpr {
        @Override
        public Exprs features() {
            return Exprs.UNREADABLE;
        }
    }

    /** Something we cannot read at all (a variable we cannot see). */
    record Unreadable(String code) implements ColumnExpr {
        @Override
        public Exprs features() {
            return Exprs.UNREADABLE;
        }
    }
}
