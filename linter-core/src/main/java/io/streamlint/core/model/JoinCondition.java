package io.streamlint.core.model;

import java.util.List;

/**
 * How a join matches rows: no condition ({@code crossJoin}, {@code join(other)}), shared column names
 * ({@code join(other, "id")}), a Column or SQL expression, or something we cannot read.
 *
 * @param usingColumns the column names of a using-join
 * @param expression   the expression of a condition join ({@link Exprs#NONE} otherwise)
 * @param equality     the condition surely holds an equality ({@code equalTo}, {@code ===}, {@code =}, a using join)
 * @param range        the condition holds a comparison ({@code <}, {@code >=}, {@code between}, ...)
 * @param code         the condition as written, for messages
 */
public record JoinCondition(Kind kind, List<String> usingColumns, Exprs expression, boolean equality, boolean range,
                            String code) {

    public enum Kind { NONE, USING, EXPRESSION, UNREADABLE }

    public static final JoinCondition NONE = new JoinCondition(Kind.NONE, List.of(), Exprs.NONE, false, false, "");

    public JoinCondition {
        usingColumns = List.copyOf(usingColumns);
    }

    public boolean readable() {
        return kind != Kind.UNREADABLE && expression.readable();
    }
}
