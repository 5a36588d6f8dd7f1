package io.streamlint.catalyst;

import io.streamlint.core.model.Interval;
import io.streamlint.core.model.Schema;
import io.streamlint.core.sql.Parsed;
import io.streamlint.core.sql.SqlExpr;
import io.streamlint.core.sql.SqlPlan;
import io.streamlint.core.sql.SqlText;
import io.streamlint.core.sql.SqlText.IntervalSyntax;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CatalystSqlTextTest {

    private final SqlText sql = SqlText.get().orElseThrow();

    @Test
    void isTheServiceOnTheClassPath() {
        assertInstanceOf(CatalystSqlText.class, sql);
    }

    @Test
    void readsAWindowedAggregationOverAView() {
        SqlPlan plan = ok(sql.statement("SELECT window(timestamp, '5 minutes') AS w, count(*) AS n\n"
                + "FROM events GROUP BY window(timestamp, '5 minutes')"));
        SqlPlan.Aggregate aggregate = assertInstanceOf(SqlPlan.Aggregate.class, plan);
        assertEquals(new SqlPlan.Relation(List.of("events")), aggregate.child());
        SqlExpr.Call window = assertInstanceOf(SqlExpr.Call.class, aggregate.keys().get(0));
        assertEquals("window", window.function());
        assertEquals(List.of("timestamp"), assertInstanceOf(SqlExpr.Column.class, window.arguments().get(0)).name());
        assertEquals(new SqlExpr.Literal("string", "5 minutes", "'5 minutes'"), window.arguments().get(1));
        assertEquals("w", assertInstanceOf(SqlExpr.Alias.class, aggregate.items().get(0)).name());
    }

    /** Messages show expressions in SQL, as written, not in Catalyst's tree notation ('window('timestamp, ..)). */
    @Test
    void printsExpressionsAsSql() {
        assertEquals("window(timestamp, '5 minutes')", ok(sql.expression("window(timestamp, '5 minutes')")).sql());
        assertEquals("(value % 10)", ok(sql.expression("value % 10")).sql());
        assertEquals("CAST(ts AS TIMESTAMP)", ok(sql.expression("cast(ts as timestamp)")).sql());
        // Spark's SQL of an unresolved count(DISTINCT ..) drops DISTINCT: the tree string keeps it
        assertEquals("count(distinct user_id)", ok(sql.expression("count(DISTINCT user_id)")).sql());
        assertEquals("x AS y", ok(sql.expression("x AS y")).sql());
    }

    @Test
    void readsDistinctOrderLimitJoinsAndSet() {
        SqlPlan plan = ok(sql.statement("SELECT DISTINCT a FROM t ORDER BY a LIMIT 10"));
        SqlPlan.Limit limit = assertInstanceOf(SqlPlan.Limit.class, plan);
        SqlPlan.Sort sort = assertInstanceOf(SqlPlan.Sort.class, limit.child());
        assertTrue(sort.global());
        assertInstanceOf(SqlPlan.Distinct.class, sort.child());

        SqlPlan.Project project = assertInstanceOf(SqlPlan.Project.class, ok(sql.statement(
                "SELECT * FROM global_temp.clicks c LEFT JOIN impressions i ON c.ad = i.ad AND c.ts > i.ts")));
        SqlPlan.Join join = assertInstanceOf(SqlPlan.Join.class, project.child());
        assertEquals("leftouter", join.type());
        assertEquals(new SqlPlan.Relation(List.of("global_temp", "clicks")), join.left());
        assertEquals("and", assertInstanceOf(SqlExpr.Call.class, join.condition().orElseThrow()).function());

        assertEquals(new SqlPlan.SetConf("spark.sql.shuffle.partitions", "4"),
                ok(sql.statement("SET spark.sql.shuffle.partitions=4")));
        assertInstanceOf(Parsed.NotRead.class, sql.statement("SET spark.sql.shuffle.partitions"));
    }

    @Test
    void readsExpressionsWithAliasesCastsAndDistinctAggregates() {
        SqlExpr.Alias alias = assertInstanceOf(SqlExpr.Alias.class, ok(sql.expression("CAST(value AS STRING) AS json")));
        SqlExpr.Call cast = assertInstanceOf(SqlExpr.Call.class, alias.child());
        assertEquals("cast", cast.function());
        assertEquals("string", cast.type());
        assertTrue(assertInstanceOf(SqlExpr.Call.class, ok(sql.expression("count(DISTINCT user)"))).distinct());
        SqlExpr.Call minus = assertInstanceOf(SqlExpr.Call.class, ok(sql.expression("ts - INTERVAL 1 HOUR")));
        assertEquals("-", minus.function());
        assertEquals("interval", assertInstanceOf(SqlExpr.Literal.class, minus.arguments().get(1)).type());
    }

    @Test
    void reportsSparksParseErrorWithItsPosition() {
        Parsed.Invalid<SqlPlan> error = assertInstanceOf(Parsed.Invalid.class,
                sql.statement("SELECT a,\n  b FROM t WHERE x = = 1"));
        assertEquals("PARSE_SYNTAX_ERROR", error.condition());
        assertEquals(2, error.line());
        assertTrue(error.message().startsWith("[PARSE_SYNTAX_ERROR] Syntax error at or near"), error.message());
        assertTrue(error.column() > 0);
    }

    @Test
    void readsIntervalsAsSparkDoes() {
        assertEquals(new Interval(0, 0, 600_000_000L), ok(sql.interval("10 minutes", IntervalSyntax.INTERVAL_STRING)));
        assertEquals(new Interval(0, 0, 5_400_000_000L),
                ok(sql.interval("interval 1 hour 30 minutes", IntervalSyntax.INTERVAL_STRING)));
        assertTrue(ok(sql.interval("-5 seconds", IntervalSyntax.INTERVAL_STRING)).isNegative());
        assertEquals(new Interval(1, 0, 0), ok(sql.interval("1 month", IntervalSyntax.INTERVAL_STRING)));
        Parsed.Invalid<Interval> unit = assertInstanceOf(Parsed.Invalid.class,
                sql.interval("10 minutess", IntervalSyntax.INTERVAL_STRING));
        assertEquals("[INVALID_INTERVAL_FORMAT.INVALID_UNIT] Error parsing '10 minutess' to interval. "
                + "Invalid unit minutess.", unit.message());
        assertEquals(new Interval(0, 0, 2_000_000L), ok(sql.interval("2 seconds", IntervalSyntax.TRIGGER)));
        assertInstanceOf(Parsed.Invalid.class, sql.interval("1 month", IntervalSyntax.TRIGGER));
        assertInstanceOf(Parsed.Invalid.class, sql.interval("ten seconds", IntervalSyntax.TRIGGER));
    }

    @Test
    void readsDdlSchemas() {
        assertEquals(new Schema(List.of(Schema.Column.of("id", "int"), Schema.Column.of("ts", "timestamp"),
                        Schema.Column.of("w", "struct<end:timestamp>"))),
                ok(sql.schema("id INT, ts TIMESTAMP, w STRUCT<end: TIMESTAMP>")));
        assertInstanceOf(Parsed.Invalid.class, sql.schema("id INTEGR"));
    }

    private static final Schema RATE = new Schema(List.of(Schema.Column.of("timestamp", "timestamp"),
            Schema.Column.of("value", "bigint")));

    @Test
    void resolvesColumnsWithSparksAnalyzer() {
        assertEquals(Schema.Column.of("t", "bigint"), ok(sql.column("unix_millis(timestamp) AS t", RATE)));
        // named by the expression as written, as Spark names it, and resolved ignoring case
        assertEquals(Schema.Column.of("timestamp_millis(VALUE)", "timestamp"),
                ok(sql.column("timestamp_millis(VALUE)", RATE)));
        assertEquals(Schema.Column.of("count(1)", "bigint"), ok(sql.column("count(*)", RATE)));
        assertEquals(Schema.Column.of("w", "struct<start:timestamp,end:timestamp>"),
                ok(sql.column("window(timestamp, '1 minute') AS w", RATE)));
        assertEquals(Schema.Column.of("j", "struct<a:int,b:timestamp>"),
                ok(sql.column("from_json(CAST(value AS STRING), 'a INT, b TIMESTAMP') AS j", RATE)));
        assertInstanceOf(Parsed.Invalid.class, sql.column("missing + 1", RATE));
        assertInstanceOf(Parsed.NotRead.class, sql.column("my_udf(value)", RATE));
    }

    @Test
    void aColumnComputedFromAColumnOfUnknownTypeHasAnUnknownType() {
        Schema partlyKnown = new Schema(List.of(Schema.Column.untyped("raw"), Schema.Column.of("ts", "timestamp")));
        assertEquals(Schema.Column.untyped("n"), ok(sql.column("length(raw) AS n", partlyKnown)));
        assertEquals(Schema.Column.of("t", "bigint"), ok(sql.column("unix_seconds(ts) AS t", partlyKnown)));
    }

    @Test
    void functionsAreClassifiedBySparksRegistry() {
        assertEquals(SqlExpr.FunctionKind.AGGREGATE, kind(ok(sql.expression("approx_count_distinct(user_id)"))));
        assertEquals(SqlExpr.FunctionKind.AGGREGATE, kind(ok(sql.expression("mode(x)"))));
        assertEquals(SqlExpr.FunctionKind.OTHER, kind(ok(sql.expression("upper(x)"))));
        assertEquals(SqlExpr.FunctionKind.NOT_BUILT_IN, kind(ok(sql.expression("my_udaf(x)"))));
        SqlExpr.Call windowed = (SqlExpr.Call) ok(sql.expression("count(*) OVER (PARTITION BY user_id)"));
        assertEquals("over", windowed.function());
        assertEquals(SqlExpr.FunctionKind.OTHER, kind(windowed.arguments().get(0)));
    }

    private static SqlExpr.FunctionKind kind(SqlExpr call) {
        return ((SqlExpr.Call) call).kind();
    }

    @SuppressWarnings("unchecked")
    private static <T> T ok(Parsed<T> parsed) {
        return (T) assertInstanceOf(Parsed.Ok.class, parsed, parsed::toString).value();
    }
}
