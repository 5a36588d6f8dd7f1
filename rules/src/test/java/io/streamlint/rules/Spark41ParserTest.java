package io.streamlint.rules;

import io.streamlint.core.model.Interval;
import io.streamlint.core.model.Schema;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.sql.Parsed;
import io.streamlint.core.sql.SqlPlan;
import io.streamlint.core.sql.SqlText;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;

/**
 * Spark 4.1's parser from streamlint-spark-parser-4.1's jars, loaded beside the class path's Spark 4.0: it reads
 * every kind of text the linter hands it (no class of its path is missing) with 4.1's grammar.
 */
class Spark41ParserTest {

    private final SqlText spark41 = SqlText.get(Spark41SamplesTest.parserJars()).orElseThrow();
    private final SqlText spark40 = SqlText.get().orElseThrow();

    @Test
    void isSpark41sOwnBesideTheClassPathsParser() {
        assertEquals(SparkVersion.V4_1, spark41.version());
        assertEquals(SparkVersion.V4_0, spark40.version());
        assertNotSame(spark40.getClass(), spark41.getClass());
        assertEquals(spark41, SqlText.get(Spark41SamplesTest.parserJars()).orElseThrow(), "loaded once");
    }

    @Test
    void readsTheWatermarkClauseThat40Rejects() {
        String sql = "SELECT value FROM readings WATERMARK CAST(ts AS TIMESTAMP) AS eventTime DELAY OF INTERVAL 2 MINUTES";
        SqlPlan plan = ((Parsed.Ok<SqlPlan>) spark41.statement(sql)).value();
        SqlPlan.Watermark watermark = assertInstanceOf(SqlPlan.Watermark.class, ((SqlPlan.Project) plan).child());
        assertEquals("2 minutes", watermark.delay());
        assertEquals(new SqlPlan.Relation(List.of("readings")), watermark.child());
        assertInstanceOf(Parsed.Invalid.class, spark40.statement(sql));
    }

    @Test
    void readsExpressionsIntervalsAndSchemas() {
        assertInstanceOf(Parsed.Ok.class, spark41.expression("count(DISTINCT user_id) AS users"));
        assertEquals(new Interval(0, 0, 600_000_000L),
                ((Parsed.Ok<Interval>) spark41.interval("10 minutes", SqlText.IntervalSyntax.INTERVAL_STRING)).value());
        assertEquals(new Interval(0, 0, 5_000_000L),
                ((Parsed.Ok<Interval>) spark41.interval("5 seconds", SqlText.IntervalSyntax.TRIGGER)).value());
        assertEquals("INVALID_INTERVAL_FORMAT.INVALID_UNIT", ((Parsed.Invalid<Interval>)
                spark41.interval("10 minuts", SqlText.IntervalSyntax.INTERVAL_STRING)).condition());
        assertEquals(new Schema(List.of(Schema.Column.of("id", "int"), Schema.Column.of("ts", "timestamp"))),
                ((Parsed.Ok<Schema>) spark41.schema("id INT, ts TIMESTAMP")).value());
        assertEquals("PARSE_SYNTAX_ERROR", ((Parsed.Invalid<SqlPlan>) spark41.statement("SELEC 1")).condition());
    }
}
