package io.streamlint.core.source;

import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.LambdaExpr;
import com.github.javaparser.ast.expr.MethodCallExpr;
import com.github.javaparser.ast.expr.MethodReferenceExpr;
import io.streamlint.core.model.Exprs;
import io.streamlint.core.model.Plan;
import io.streamlint.core.sql.SqlExpr;
import io.streamlint.core.sql.SqlText;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What Spark's API does to columns, for {@link SparkApi}: Column methods, the column functions of
 * {@code org.apache.spark.sql.functions}, columns named by text or by expression strings (read by Spark's parser),
 * and interval strings.
 */
final class ColumnCalls {

    private final Evaluator evaluator;
    private final SparkApi spark;

    ColumnCalls(Evaluator evaluator, SparkApi spark) {
        this.evaluator = evaluator;
        this.spark = spark;
    }

    AbstractValue columnCall(AbstractValue.Col c, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        if ((method.equals("as") || method.equals("alias") || method.equals("name")) && args.size() == 1) {
            Optional<String> alias = evaluator.string(args.get(0), f);
            return alias.isPresent()
                    ? new AbstractValue.Col(new ColumnExpr.Alias(c.expr(), alias.get(), Code.text(call)),
                    c.sql().map(sql -> "(" + sql + ") AS `" + alias.get().replace("`", "``") + "`"))
                    : new AbstractValue.Col(new ColumnExpr.Unreadable(Code.text(call)));
        }
        if (JoinConditions.SHAPED.contains(method.toLowerCase(Locale.ROOT))) {
            List<ColumnExpr> arguments = new ArrayList<>();
            for (Expression arg : args) {
                AbstractValue v = evaluator.eval(arg, f);
                // Column methods take Objects: a Java value is a literal, not a column name.
                arguments.add(v instanceof AbstractValue.Col col ? col.expr()
                        : v instanceof AbstractValue.Str || v instanceof AbstractValue.Foreign || v instanceof AbstractValue.TypeName
                        ? new ColumnExpr.Computed(Exprs.NONE, Code.text(arg)) : new ColumnExpr.Unreadable(Code.text(arg)));
            }
            return new AbstractValue.Col(new ColumnExpr.Call(method, c.expr(), arguments, Code.text(call)));
        }
        Exprs features = c.expr().features().and(Exprs.function(method)).and(exprsOf(args, f));
        return new AbstractValue.Col(new ColumnExpr.Computed(features, Code.text(call)));
    }

    /** {@code col("x")}, {@code window(col("ts"), "5 minutes")}, {@code expr("...")}, {@code lit(1)}, ... */
    AbstractValue columnFunction(MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        String code = Code.text(call);
        if ((method.equals("col") || method.equals("column")) && args.size() == 1) {
            return columnNamed(evaluator.string(args.get(0), f), code);
        }
        if ((method.equals("window") || method.equals("session_window")) && !args.isEmpty()) {
            for (Expression duration : args.subList(1, args.size())) {
                interval(duration, method, SqlText.IntervalSyntax.INTERVAL_STRING, f);
            }
            ColumnExpr time = columnOf(args.get(0), f);
            String timeColumn = time instanceof ColumnExpr.Ref ref ? ref.name() : null;
            return new AbstractValue.Col(new ColumnExpr.TimeWindow(method, timeColumn, exprsOf(args, f), code));
        }
        if (method.equals("broadcast") && args.size() == 1 && evaluator.eval(args.get(0), f) instanceof AbstractValue.Data d) {
            // functions.broadcast(ds): a hint on a Dataset, which keeps its lineage
            return DatasetCalls.data(new Plan.Operator(method, Exprs.NONE, d.plan(), Code.call(call), Code.location(call)), d);
        }
        if (method.equals("expr") && args.size() == 1) {
            Optional<String> sql = evaluator.string(args.get(0), f);
            if (sql.isEmpty()) {
                return new AbstractValue.Col(new ColumnExpr.Unreadable(code));
            }
            return new AbstractValue.Col(evaluator.texts.expression(args.get(0), sql.get(), "expr", e -> evaluator.string(e, f))
                    .map(parsed -> SqlColumns.column(parsed, code))
                    .orElse(new ColumnExpr.Sql(sql.get(), code)), sql);
        }
        return new AbstractValue.Col(new ColumnExpr.Computed(Exprs.function(method).and(exprsOf(args, f)), code));
    }

    /** {@code col(name)}, {@code new Column(name)}: a reference, a star, or unreadable when the name is unknown. */
    static AbstractValue columnNamed(Optional<String> name, String code) {
        if (name.isEmpty()) {
            return new AbstractValue.Col(new ColumnExpr.Unreadable(code));
        }
        return new AbstractValue.Col(name.get().equals("*") ? new ColumnExpr.Star(code) : new ColumnExpr.Ref(name.get(), code));
    }

    /** A column argument: a Column expression, or a String naming a column. */
    private ColumnExpr columnOf(Expression arg, Frame f) {
        return column(evaluator.eval(arg, f), Code.text(arg));
    }

    static ColumnExpr column(AbstractValue v, String code) {
        if (v instanceof AbstractValue.Col c) {
            return c.expr();
        }
        if (v instanceof AbstractValue.Str s && s.value().isKnown()) {
            String name = s.value().text().orElseThrow();
            return name.equals("*") ? new ColumnExpr.Star(name) : new ColumnExpr.Ref(name, '"' + name + '"');
        }
        return new ColumnExpr.Unreadable(code);
    }

    /** Column arguments, with arrays and lists of them spread ({@code groupBy(cols)}, {@code select(String[])}). */
    List<ColumnExpr> columnsOf(NodeList<Expression> args, Frame f) {
        List<ColumnExpr> columns = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            AbstractValue v = evaluator.eval(args.get(i), f);
            if (v instanceof AbstractValue.Items items) {
                items.elements().forEach(e -> columns.add(column(e, Code.text(args.get(0)))));
            } else {
                columns.add(column(v, Code.text(args.get(i))));
            }
        }
        return columns;
    }

    /** The values of Column arguments, with arrays and lists of them spread. */
    List<AbstractValue> columnValues(NodeList<Expression> args, Frame f) {
        List<AbstractValue> values = new ArrayList<>();
        for (Expression arg : args) {
            AbstractValue v = evaluator.eval(arg, f);
            values.addAll(v instanceof AbstractValue.Items items ? items.elements() : List.of(v));
        }
        return values;
    }

    /** Argument values with arrays and lists spread. */
    List<AbstractValue> flatten(NodeList<Expression> args, Frame f) {
        List<AbstractValue> values = new ArrayList<>();
        for (Expression arg : args) {
            AbstractValue v = evaluator.eval(arg, f);
            if (v instanceof AbstractValue.Items items) {
                values.addAll(items.elements());
            } else {
                values.add(v);
            }
        }
        return values;
    }

    /** Column names of {@code dropDuplicates(..)}: empty when one cannot be read. */
    Optional<List<String>> columnNames(NodeList<Expression> args, Frame f) {
        List<String> names = new ArrayList<>();
        for (AbstractValue v : flatten(args, f)) {
            if (!(v instanceof AbstractValue.Str s) || s.value().text().isEmpty()) {
                return Optional.empty();
            }
            names.add(s.value().text().get());
        }
        return Optional.of(names);
    }

    /**
     * What the Column arguments of a call compute. Strings are names or numbers, except SQL text: the condition of
     * {@code filter(String)}/{@code where(String)}, and a {@code selectExpr} item other than a column name (which
     * may call any function); lambdas are user code, which cannot build Columns.
     */
    Exprs exprsOf(NodeList<Expression> args, Frame f) {
        Exprs result = Exprs.NONE;
        for (Expression arg : args) {
            if (arg instanceof LambdaExpr || arg instanceof MethodReferenceExpr) {
                continue;
            }
            AbstractValue v = evaluator.eval(arg, f);
            List<AbstractValue> parts = v instanceof AbstractValue.Items items ? items.elements() : List.of(v);
            for (AbstractValue part : parts) {
                if (part instanceof AbstractValue.Col c) {
                    result = result.and(c.expr().features());
                } else if (part instanceof AbstractValue.Str s && sqlMethod(arg).isPresent()) {
                    result = result.and(sqlFeatures(arg, s, sqlMethod(arg).get(), f));
                } else if (!(part instanceof AbstractValue.Str) && !(part instanceof AbstractValue.Foreign) && !(part instanceof AbstractValue.TypeName)) {
                    result = result.and(Exprs.UNREADABLE);
                }
            }
        }
        return result;
    }

    /** {@code selectExpr} or {@code filter}/{@code where}, when {@code arg} is an argument of one: its strings are SQL. */
    private static Optional<String> sqlMethod(Expression arg) {
        return arg.getParentNode().filter(p -> p instanceof MethodCallExpr).map(p -> ((MethodCallExpr) p).getNameAsString())
                .filter(m -> m.equals("selectExpr") || m.equals("filter") || m.equals("where"));
    }

    /**
     * What a SQL string argument computes, read by Spark's parser (unreadable when it cannot be read); a
     * {@code selectExpr} item that is a plain column computes nothing.
     */
    private Exprs sqlFeatures(Expression arg, AbstractValue.Str text, String method, Frame f) {
        Optional<String> sql = text.value().text();
        if (sql.isEmpty()) {
            return Exprs.UNREADABLE;
        }
        Optional<SqlExpr> parsed = evaluator.texts.expression(arg, sql.get(), method, e -> evaluator.string(e, f));
        if (method.equals("selectExpr") && parsed.map(SqlColumns::output).filter(o -> o.source() != null).isPresent()) {
            return Exprs.NONE;
        }
        return parsed.map(SqlColumns::features).orElse(Exprs.UNREADABLE);
    }

    /** An interval string argument, read by Spark's parser (recorded for the interval rules). */
    void interval(Expression arg, String use, SqlText.IntervalSyntax syntax, Frame f) {
        evaluator.string(arg, f).ifPresent(text -> evaluator.texts.interval(arg, text, use, syntax,
                e -> evaluator.string(e, f)));
    }
}
