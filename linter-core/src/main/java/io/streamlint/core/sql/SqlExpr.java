package io.streamlint.core.sql;

import java.util.List;

/** An expression as Spark's parser read it, before analysis: names are unresolved. */
public sealed interface SqlExpr {

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

    /** {@code *} or {@code t.*}. */
    record Star(String sql) implements SqlExpr {
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
     * {@code not}, ...); {@code distinct} for {@code count(DISTINCT x)}; {@code type} the target of a cast.
     */
    record Call(String function, List<SqlExpr> arguments, boolean distinct, String type, String sql)
            implements SqlExpr {
        public Call {
            arguments = List.copyOf(arguments);
        }
    }
}
