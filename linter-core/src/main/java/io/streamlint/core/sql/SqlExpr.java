package io.streamlint.core.sql;

import org.jspecify.annotations.Nullable;

import java.util.List;

/** An expression as Spark's parser read it, before analysis: names are unresolved. */
public sealed interface SqlExpr {

    /**
     * A call as Spark's built-in function registry classifies it: an aggregate function applied to the rows of a
     * group (not over a window: {@code count(*) OVER (..)} is a window function), any other built-in function or
     * operator, or a name that is no built-in function (one the application registers, which may aggregate).
     */
    enum FunctionKind { AGGREGATE, OTHER, NOT_BUILT_IN }

    /** The expression as Spark prints it, for messages. */
    String sql();

    /** A column reference: {@code name} is its parts ({@code t.ts} is {@code [t, ts]}). */
    record Column(List<String> name, String sql) implements SqlExpr {
        public Column {
            name = List.copyOf(name);
        }

        /** The last part: the column's name. */
        public String last() {
            return name.get(name.size() - 1);
        }
    }

    /** {@code *}, or {@code t.*} ({@code target} {@code [t]}: the columns of a relation, or the fields of a struct). */
    record Star(List<String> target, String sql) implements SqlExpr {
        public Star {
            target = List.copyOf(target);
        }
    }

    /** {@code child AS name}. */
    record Alias(SqlExpr child, String name, String sql) implements SqlExpr {
    }

    /**
     * A literal; {@code type} is Spark's type name in lower case ({@code string}, {@code int}, {@code interval},
     * {@code timestamp}, {@code null}, ...) and {@code value} its text.
     */
    record Literal(String type, String value, String sql) implements SqlExpr {
    }

    /**
     * A function call or operator: {@code function} is the function's name in lower case ({@code window},
     * {@code count}) or the operator's ({@code =}, {@code <=>}, {@code <}, {@code and}, {@code +}, {@code cast},
     * {@code not}, ...); {@code distinct} for {@code count(DISTINCT x)}; {@code type} the target of a cast;
     * {@code kind} what Spark's function registry makes of it.
     */
    record Call(String function, List<SqlExpr> arguments, boolean distinct, @Nullable String type, FunctionKind kind,
                String sql)
            implements SqlExpr {
        public Call {
            arguments = List.copyOf(arguments);
        }
    }
}
