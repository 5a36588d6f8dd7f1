package io.streamlint.core.source;

import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.Exprs;
import io.streamlint.core.sql.SqlExpr;

import java.util.List;
import java.util.Map;

/**
 * SQL expressions as Spark's parser reads them ({@link SqlExpr}), as the Column expressions the Java API builds:
 * {@code expr("a = b AND ts > t - INTERVAL 1 HOUR")} becomes the same tree as
 * {@code col("a").equalTo(col("b")).and(...)}, so watermark tracking, join conditions and expression checks
 * read SQL text like API calls.
 */
final class SqlColumns {

    /** SQL operators as the Column methods that {@link JoinConditions} reads. */
    private static final Map<String, String> METHODS = Map.of("and", "and", "=", "equalto", "<=>", "eqnullsafe",
            ">=", "geq", ">", "gt", "<=", "leq", "<", "lt", "+", "plus", "-", "minus");

    private SqlColumns() {
    }

    /** {@code sql} as a Column expression; {@code code} names it in messages. */
    static ColumnExpr column(SqlExpr sql, String code) {
        return column(sql, code, true);
    }

    private static ColumnExpr column(SqlExpr sql, String code, boolean top) {
        if (sql instanceof SqlExpr.Column c) {
            return new ColumnExpr.Ref(String.join(".", c.name()), code);
        }
        if (sql instanceof SqlExpr.Star s) {
            // t.* names the columns of t, or the fields of a struct column t: as col("t.*") in the Java API
            return s.target().isEmpty() ? new ColumnExpr.Star(code) : new ColumnExpr.Ref(s.sql(), code);
        }
        if (sql instanceof SqlExpr.Alias a) {
            return new ColumnExpr.Alias(column(a.child(), code, false), a.name(), code);
        }
        if (sql instanceof SqlExpr.Literal) {
            return new ColumnExpr.Computed(Exprs.NONE, code); // a constant, like lit(..)
        }
        SqlExpr.Call call = (SqlExpr.Call) sql;
        List<SqlExpr> args = call.arguments();
        if ((call.function().equals("window") || call.function().equals("session_window")) && !args.isEmpty()) {
            String time = args.get(0) instanceof SqlExpr.Column c ? String.join(".", c.name()) : null;
            return new ColumnExpr.TimeWindow(call.function(), time, features(args), code);
        }
        String method = METHODS.get(call.function());
        if (method != null && args.size() == 2) {
            return new ColumnExpr.Call(method, column(args.get(0), code, false), List.of(column(args.get(1), code, false)),
                    code);
        }
        if (call.function().equals("between") && args.size() == 3) {
            return new ColumnExpr.Call("between", column(args.get(0), code, false),
                    List.of(column(args.get(1), code, false), column(args.get(2), code, false)), code);
        }
        if (top && call.function().equals("cast") && args.size() == 1 && args.get(0) instanceof SqlExpr.Column c) {
            // Spark names a top-level cast of a column after the column (ResolveAliases), as if aliased.
            return new ColumnExpr.Alias(new ColumnExpr.Computed(features(sql), code), c.last(), code);
        }
        return new ColumnExpr.Computed(features(sql), code);
    }

    /** The functions an expression calls ({@code count(DISTINCT x)} as count_distinct) and the columns it reads. */
    static Exprs features(SqlExpr sql) {
        if (sql instanceof SqlExpr.Column c) {
            return Exprs.column(String.join(".", c.name()));
        }
        if (sql instanceof SqlExpr.Alias a) {
            return features(a.child());
        }
        if (sql instanceof SqlExpr.Call call) {
            boolean aggregate = call.kind() == SqlExpr.FunctionKind.AGGREGATE;
            boolean builtIn = call.kind() != SqlExpr.FunctionKind.NOT_BUILT_IN;
            Exprs result = Exprs.sqlFunction(call.function(), aggregate, builtIn).and(features(call.arguments()));
            return call.distinct() ? result.and(Exprs.sqlFunction(call.function() + "_distinct", aggregate, builtIn))
                    : result;
        }
        return Exprs.NONE;
    }

    static Exprs features(List<SqlExpr> expressions) {
        return Exprs.all(expressions.stream().map(SqlColumns::features).toList());
    }

    /** The output of a select item: its name and the input column it references (see {@link ColumnMapping.Select}). */
    static ColumnMapping.Select.Output output(SqlExpr item) {
        if (item instanceof SqlExpr.Star s) {
            // t.*: the columns of relation t (tags kept) or the fields of struct t, which the linter does not tell
            return s.target().isEmpty() ? ColumnMapping.Select.Output.STAR
                    : new ColumnMapping.Select.Output(s.sql(), ColumnMapping.Select.Output.STAR.source());
        }
        if (item instanceof SqlExpr.Column c) {
            String name = String.join(".", c.name());
            return new ColumnMapping.Select.Output(name, name);
        }
        if (item instanceof SqlExpr.Alias a) {
            return new ColumnMapping.Select.Output(a.name(),
                    a.child() instanceof SqlExpr.Column c ? String.join(".", c.name()) : null);
        }
        if (item instanceof SqlExpr.Call call && call.function().equals("cast") && call.arguments().size() == 1
                && call.arguments().get(0) instanceof SqlExpr.Column c) {
            return new ColumnMapping.Select.Output(c.last(), null);
        }
        return new ColumnMapping.Select.Output(null, null); // Spark names it by its SQL text
    }
}
