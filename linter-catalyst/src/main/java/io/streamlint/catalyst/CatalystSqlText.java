package io.streamlint.catalyst;

import io.streamlint.core.model.Interval;
import io.streamlint.core.model.Schema;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.sql.Parsed;
import io.streamlint.core.sql.SqlExpr;
import io.streamlint.core.sql.SqlPlan;
import io.streamlint.core.sql.SqlText;
import org.apache.spark.SparkThrowable;
import org.apache.spark.sql.AnalysisException;
import org.apache.spark.sql.catalyst.analysis.UnresolvedAlias;
import org.apache.spark.sql.catalyst.analysis.UnresolvedAttribute;
import org.apache.spark.sql.catalyst.analysis.UnresolvedFunction;
import org.apache.spark.sql.catalyst.analysis.UnresolvedRelation;
import org.apache.spark.sql.catalyst.analysis.UnresolvedStar;
import org.apache.spark.sql.catalyst.expressions.UnresolvedWindowExpression;
import org.apache.spark.sql.catalyst.expressions.Alias;
import org.apache.spark.sql.catalyst.expressions.BinaryOperator;
import org.apache.spark.sql.catalyst.expressions.Cast;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.Literal;
import org.apache.spark.sql.catalyst.expressions.WindowExpression;
import org.apache.spark.sql.catalyst.parser.CatalystSqlParser$;
import org.apache.spark.sql.catalyst.plans.logical.Aggregate;
import org.apache.spark.sql.catalyst.plans.logical.Distinct;
import org.apache.spark.sql.catalyst.plans.logical.Except;
import org.apache.spark.sql.catalyst.plans.logical.Filter;
import org.apache.spark.sql.catalyst.plans.logical.GlobalLimit;
import org.apache.spark.sql.catalyst.plans.logical.Intersect;
import org.apache.spark.sql.catalyst.plans.logical.Join;
import org.apache.spark.sql.catalyst.plans.logical.LocalLimit;
import org.apache.spark.sql.catalyst.plans.logical.LogicalPlan;
import org.apache.spark.sql.catalyst.plans.logical.Project;
import org.apache.spark.sql.catalyst.plans.logical.Sort;
import org.apache.spark.sql.catalyst.plans.logical.SubqueryAlias;
import org.apache.spark.sql.catalyst.plans.logical.Union;
import org.apache.spark.sql.catalyst.util.IntervalUtils$;
import org.apache.spark.sql.execution.streaming.Triggers$;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.CalendarInterval;
import scala.Option;
import scala.jdk.javaapi.CollectionConverters;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@link SqlText} by Spark Catalyst's own parser ({@code CatalystSqlParser}) and interval readers. */
public final class CatalystSqlText implements SqlText {

    /**
     * {@code SET key=value}: a command of Spark's session parser (spark-sql), not Catalyst's, which rejects it as
     * an unsupported statement; the pattern is the one SparkSqlAstBuilder splits the command with.
     */
    private static final Pattern SET = Pattern.compile("(?is)\\s*SET\\s+([a-zA-Z_\\d\\\\.:]+)\\s*=([^;]*);*\\s*");
    /**
     * The node of SQL's {@code WATERMARK} clause, from Spark 4.1 on: this class is compiled against 4.0 and also
     * loaded with 4.1's parser, so the node is known by name.
     */
    private static final String WATERMARK_CLAUSE = "UnresolvedEventTimeWatermark";
    private static final String UNSUPPORTED = "INVALID_SQL_SYNTAX.UNSUPPORTED_SQL_STATEMENT";

    /** The release line of the Spark Catalyst this class was loaded with (its jar's manifest). */
    @Override
    public SparkVersion version() {
        String release = CatalystSqlParser$.class.getPackage().getImplementationVersion();
        try {
            return SparkVersion.parse(release);
        } catch (IllegalArgumentException e) { // not from a jar with a manifest: the version built against
            return SparkVersion.DEFAULT;
        }
    }

    @Override
    public Parsed<SqlPlan> statement(String sql) {
        try {
            return new Parsed.Ok<>(plan(CatalystSqlParser$.MODULE$.parsePlan(sql)));
        } catch (Exception e) { // ParseException is a checked AnalysisException
            if (e instanceof SparkThrowable t && UNSUPPORTED.equals(t.getCondition())) {
                Matcher set = SET.matcher(sql);
                return set.matches() ? new Parsed.Ok<>(new SqlPlan.SetConf(set.group(1), set.group(2).strip()))
                        : new Parsed.NotRead<>("a command of Spark's session parser");
            }
            return invalid(e);
        } catch (LinkageError e) {
            return incomplete(e);
        }
    }

    @Override
    public Parsed<SqlExpr> expression(String sql) {
        try {
            return new Parsed.Ok<>(expr(CatalystSqlParser$.MODULE$.parseExpression(sql)));
        } catch (Exception e) { // ParseException is a checked AnalysisException
            return invalid(e);
        } catch (LinkageError e) {
            return incomplete(e);
        }
    }

    @Override
    public Parsed<Interval> interval(String text, IntervalSyntax syntax) {
        try {
            if (syntax == IntervalSyntax.TRIGGER) {
                long millis = Triggers$.MODULE$.convert(text);
                return new Parsed.Ok<>(new Interval(0, 0, Math.multiplyExact(millis, 1000L)));
            }
            CalendarInterval i = IntervalUtils$.MODULE$.fromIntervalString(text);
            return new Parsed.Ok<>(new Interval(i.months, i.days, i.microseconds));
        } catch (Exception e) { // ParseException is a checked AnalysisException
            return invalid(e);
        } catch (LinkageError e) {
            return incomplete(e);
        }
    }

    @Override
    public Parsed<Schema> schema(String ddl) {
        try {
            List<Schema.Column> columns = new ArrayList<>();
            for (StructField field : StructType.fromDDL(ddl).fields()) {
                columns.add(Schema.Column.of(field.name(), typeName(field.dataType())));
            }
            return new Parsed.Ok<>(new Schema(columns));
        } catch (Exception e) { // ParseException is a checked AnalysisException
            return invalid(e);
        } catch (LinkageError e) {
            return incomplete(e);
        }
    }

    @Override
    public Parsed<Schema.Column> column(String expression, Schema input) {
        try {
            Expression parsed = CatalystSqlParser$.MODULE$.parseExpression(expression);
            if (parsed.exists(e -> e instanceof UnresolvedFunction f
                    && (f.nameParts().size() > 1 || Functions.kind(f.nameParts().head().toLowerCase(Locale.ROOT))
                    == SqlExpr.FunctionKind.NOT_BUILT_IN))) {
                // the application's own function: its type is not Spark's to tell (nor the linter's)
                return new Parsed.NotRead<>("a function that is not built into Spark");
            }
            return new Parsed.Ok<>(ColumnAnalysis.column(parsed, input));
        } catch (Exception e) { // ParseException and AnalysisException are checked
            return invalid(e);
        } catch (LinkageError e) {
            return incomplete(e);
        }
    }

    /** A type as {@link Schema} holds it: Spark's catalog string in lower case. */
    static String typeName(DataType type) {
        return type.catalogString().toLowerCase(Locale.ROOT);
    }

    /** A class Spark needs on this path is missing from the class path (a trimmed distribution): nothing read. */
    private static <T> Parsed<T> incomplete(LinkageError e) {
        return new Parsed.Unavailable<>("Spark's parser is incomplete on this class path: " + e);
    }

    /**
     * Spark's message without the echoed SQL text and SQLSTATE, with the position it gives. For an interval
     * string, {@code CANNOT_PARSE_INTERVAL} wraps the reason: the reason's message is the one to read.
     */
    private static <T> Parsed<T> invalid(Exception thrown) {
        Exception e = thrown instanceof SparkThrowable t && "CANNOT_PARSE_INTERVAL".equals(t.getCondition())
                && thrown.getCause() instanceof SparkThrowable && thrown.getCause() instanceof Exception cause
                ? cause : thrown;
        String message = String.valueOf(e.getMessage()).strip();
        int echo = message.indexOf("\n== SQL");
        message = (echo < 0 ? message : message.substring(0, echo)).strip()
                .replaceAll(" Please ensure that the value provided is in a valid format for defining an interval\\."
                        + " You can reference the documentation for the correct format\\.", "")
                .replaceAll("\\s*SQLSTATE: \\w+", "")
                .replaceAll("\\s*\\(line \\d+, pos \\d+\\)$", "")
                .replaceAll("\\s+", " ");
        int line = 0;
        int column = 0;
        if (e instanceof AnalysisException a) {
            line = intOr0(a.line());
            column = intOr0(a.startPosition());
        }
        String condition = e instanceof SparkThrowable t && t.getCondition() != null ? t.getCondition() : "";
        return new Parsed.Invalid<>(message, condition, line, column);
    }

    private static int intOr0(Option<Object> value) {
        return value.isDefined() ? (Integer) value.get() : 0;
    }

    // ---------------------------------------------------------------- plans

    private static SqlPlan plan(LogicalPlan p) {
        if (p instanceof UnresolvedRelation r) {
            return new SqlPlan.Relation(list(r.multipartIdentifier()));
        }
        if (p instanceof SubqueryAlias a) {
            return plan(a.child());
        }
        if (p instanceof Project project) {
            return new SqlPlan.Project(exprs(project.projectList()), plan(project.child()));
        }
        if (p instanceof Filter f) {
            return new SqlPlan.Filter(expr(f.condition()), plan(f.child()));
        }
        if (p instanceof Aggregate a) {
            return new SqlPlan.Aggregate(exprs(a.groupingExpressions()), exprs(a.aggregateExpressions()),
                    plan(a.child()));
        }
        if (p instanceof Distinct d) {
            return new SqlPlan.Distinct(plan(d.child()));
        }
        if (p instanceof Sort s) {
            return new SqlPlan.Sort(s.global(), plan(s.child()));
        }
        if (p instanceof GlobalLimit g) {
            return new SqlPlan.Limit(plan(g.child() instanceof LocalLimit l ? l.child() : g.child()));
        }
        if (p instanceof LocalLimit l) {
            return new SqlPlan.Limit(plan(l.child()));
        }
        if (p instanceof Join j) {
            Optional<SqlExpr> condition = j.condition().isDefined()
                    ? Optional.of(expr(j.condition().get())) : Optional.empty();
            return new SqlPlan.Join(j.joinType().sql().replace(" ", "").toLowerCase(Locale.ROOT), condition,
                    plan(j.left()), plan(j.right()));
        }
        if (p instanceof Union u) {
            return new SqlPlan.SetOperation("union", plans(u.children()));
        }
        if (p instanceof Intersect i) {
            return new SqlPlan.SetOperation("intersect", List.of(plan(i.left()), plan(i.right())));
        }
        if (p instanceof Except e) {
            return new SqlPlan.SetOperation("except", List.of(plan(e.left()), plan(e.right())));
        }
        if (p.nodeName().equals(WATERMARK_CLAUSE)) {
            // (eventTimeColExpr: a NamedExpression, delay: a CalendarInterval, child)
            return new SqlPlan.Watermark(expr((Expression) p.productElement(0)),
                    p.productElement(1).toString(), plan((LogicalPlan) p.productElement(2)));
        }
        return new SqlPlan.Other(p.nodeName(), plans(p.children()));
    }

    private static List<SqlPlan> plans(scala.collection.Seq<LogicalPlan> children) {
        return CollectionConverters.asJava(children).stream().map(CatalystSqlText::plan).toList();
    }

    // ---------------------------------------------------------------- expressions

    private static SqlExpr expr(Expression e) {
        return expr(e, false);
    }

    /** {@code windowed}: {@code e} is the function of a window expression ({@code count(*) OVER (..)}). */
    private static SqlExpr expr(Expression e, boolean windowed) {
        String sql = display(e);
        if (e instanceof UnresolvedAttribute a) {
            return new SqlExpr.Column(list(a.nameParts()), sql);
        }
        if (e instanceof UnresolvedStar s) {
            return new SqlExpr.Star(s.target().isDefined() ? list(s.target().get()) : List.of(), sql);
        }
        if (e instanceof Alias a) {
            return new SqlExpr.Alias(expr(a.child()), a.name(), sql);
        }
        if (e instanceof UnresolvedAlias a) {
            return expr(a.child());
        }
        if (e instanceof Literal l) {
            String type = l.dataType().typeName().toLowerCase(Locale.ROOT);
            return new SqlExpr.Literal(type.contains("interval") ? "interval" : type, String.valueOf(l.value()), sql);
        }
        if (e instanceof UnresolvedFunction f) {
            List<String> name = list(f.nameParts());
            String function = name.get(name.size() - 1).toLowerCase(Locale.ROOT);
            SqlExpr.FunctionKind kind = name.size() > 1 ? SqlExpr.FunctionKind.NOT_BUILT_IN : Functions.kind(function);
            return new SqlExpr.Call(function, exprs(f.arguments()), f.isDistinct(), null,
                    windowed && kind == SqlExpr.FunctionKind.AGGREGATE ? SqlExpr.FunctionKind.OTHER : kind, sql);
        }
        if (e instanceof Cast c) {
            return new SqlExpr.Call("cast", List.of(expr(c.child())), false,
                    c.dataType().simpleString().toLowerCase(Locale.ROOT), SqlExpr.FunctionKind.OTHER, sql);
        }
        if (e instanceof WindowExpression || e instanceof UnresolvedWindowExpression) {
            // (windowFunction, windowSpec): the function runs over the window, not over a group
            List<SqlExpr> children = List.of(expr(e.children().apply(0), true), expr(e.children().apply(1)));
            return new SqlExpr.Call("over", children, false, null, SqlExpr.FunctionKind.OTHER, sql);
        }
        String function = e instanceof BinaryOperator b ? b.sqlOperator() : e.prettyName();
        return new SqlExpr.Call(function.toLowerCase(Locale.ROOT), exprs(e.children()), false, null,
                SqlExpr.FunctionKind.OTHER, sql);
    }

    /**
     * The expression for messages, in SQL as Spark prints it ({@code window(ts, '1 minute')}, {@code (value % 10)}).
     * Spark's SQL of an unresolved tree drops DISTINCT and spells a star {@code unresolvedstar()}: those trees are
     * printed as Catalyst's tree string without its unresolved-name marks ({@code count(distinct user_id)}).
     */
    private static String display(Expression e) {
        boolean lossy = e.exists(x -> x instanceof UnresolvedStar || x instanceof UnresolvedFunction f && f.isDistinct());
        if (!lossy) {
            try {
                return e.sql();
            } catch (RuntimeException unprintable) {
                // an unresolved node without SQL form: the tree string below
            }
        }
        return e.toString().replaceAll("'(?=[A-Za-z_`])", "").replaceAll("#\\d+", "");
    }

    private static List<SqlExpr> exprs(scala.collection.Seq<?> expressions) {
        return CollectionConverters.asJava(expressions).stream().map(x -> expr((Expression) x)).toList();
    }

    private static List<String> list(scala.collection.Seq<String> parts) {
        return List.copyOf(CollectionConverters.asJava(parts));
    }
}
