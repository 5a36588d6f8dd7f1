package io.streamlint.core.source;

import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.JoinCondition;
import io.streamlint.core.model.JoinCondition.Comparison;
import io.streamlint.core.model.JoinCondition.Equality;
import io.streamlint.core.model.JoinCondition.Operand;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.sql.Parsed;
import io.streamlint.core.sql.SqlExpr;
import io.streamlint.core.sql.SqlText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How join conditions are read: Column trees into conjuncts, and what rules ask of them (SQL text: SqlJoinConditionsTest). */
class JoinConditionsTest {

    @TempDir
    Path dir;

    /** The condition of the only join of the only query of a job whose {@code run} body is {@code body}. */
    private Plan.Join join(String body) throws IOException {
        Files.writeString(dir.resolve("Job.java"), """
                import org.apache.spark.sql.*;
                import static org.apache.spark.sql.functions.*;
                class Job {
                    void run(SparkSession spark) throws Exception {
                        Dataset<Row> views = spark.readStream().format("rate").load()
                            .withColumnRenamed("timestamp", "viewTime").withColumnRenamed("value", "viewId")
                            .withWatermark("viewTime", "10 seconds");
                        Dataset<Row> clicks = spark.readStream().format("rate").load()
                            .withColumnRenamed("timestamp", "clickTime").withColumnRenamed("value", "clickViewId")
                            .withWatermark("clickTime", "20 seconds");
                """ + body + """
                    }
                }
                """, StandardCharsets.UTF_8);
        Extraction extraction = new JavaSourceFrontend(LintRequest.DEFAULT_LANGUAGE_LEVEL, List.of(),
                LintRequest.DEFAULT_MAX_FILE_BYTES).extract(List.of(dir.resolve("Job.java")));
        assertEquals(1, extraction.queries().size());
        StreamingQuery query = extraction.queries().get(0);
        return Lineage.preOrder(query.plan()).stream().filter(Plan.Join.class::isInstance).map(Plan.Join.class::cast)
                .findFirst().orElseThrow();
    }

    private static Set<String> names(String... names) {
        return ColumnMapping.names(List.of(names));
    }

    @Test
    void readsAColumnConditionIntoEqualitiesAndComparisonsOfColumnsPlusConstants() throws IOException {
        JoinCondition c = join("""
                        views.join(clicks, col("viewId").equalTo(col("clickViewId"))
                                .and(col("clickTime").geq(col("viewTime")))
                                .and(col("clickTime").leq(col("viewTime").plus(expr("INTERVAL 1 MINUTE")))),
                                "leftOuter")
                            .writeStream().format("console").start();
                """).condition();
        assertEquals(JoinCondition.Kind.EXPRESSION, c.kind());
        assertEquals(List.of(
                new Equality(Operand.column("viewId"), Operand.column("clickViewId")),
                new Comparison(Operand.column("viewTime"), Operand.column("clickTime")),
                new Comparison(Operand.column("clickTime"), new Operand(names("viewTime"), Optional.of("viewTime"), false))),
                c.conjuncts());
        assertFalse(c.surelyWithoutEquality());
        assertFalse(c.mayHaveKeyAmong(names("viewTime", "clickTime")));
        // clickTime (watermarked, right) is the lower side of viewTime + 1 minute: it bounds the left's state
        assertTrue(c.mayBoundStateWith(names("clickTime")));
        assertTrue(c.mayBoundStateWith(names("viewTime")));
        assertFalse(c.mayBoundStateWith(names("unrelatedTime")));
        assertFalse(c.mayBoundStateWith(names()), "no watermark on the input: nothing can bound the state");
    }

    @Test
    void betweenIsTwoComparisonsAndItsDirectionDecidesWhichSideIsBounded() throws IOException {
        JoinCondition c = join("""
                        views.join(clicks, col("clickViewId").equalTo(col("viewId"))
                                .and(col("viewTime").between(col("clickTime"), col("clickTime").plus(expr("interval '30 seconds'")))),
                                "left")
                            .writeStream().format("console").start();
                """).condition();
        assertEquals(3, c.conjuncts().size());
        // clickTime <= viewTime: the watermarked clickTime gives viewTime a lower bound
        assertTrue(c.mayBoundStateWith(names("clickTime")));
        // viewTime is only ever on the lower side against clickTime's upper bound of it: no bound for clicks
        JoinCondition upperOnly = join("""
                        views.join(clicks, col("clickViewId").equalTo(col("viewId"))
                                .and(col("clickTime").geq(col("viewTime"))), "leftOuter")
                            .writeStream().format("console").start();
                """).condition();
        assertFalse(upperOnly.mayBoundStateWith(names("clickTime")));
        assertTrue(upperOnly.mayBoundStateWith(names("viewTime")));
    }

    @Test
    void readsSqlConditionsLikeColumnConditions() throws IOException {
        JoinCondition sql = join("""
                        views.join(clicks, expr("clickViewId = viewId AND clickTime >= viewTime AND "
                                + "clickTime <= viewTime + interval 1 hour"), "leftOuter")
                            .writeStream().format("console").start();
                """).condition();
        assertEquals(JoinCondition.Kind.EXPRESSION, sql.kind());
        assertEquals(3, sql.conjuncts().size());
        assertTrue(sql.mayBoundStateWith(names("clickTime")));
        assertFalse(sql.surelyWithoutEquality());
    }

    @Test
    void readsOperandsIntervalsBetweenAndOtherPredicates() {
        assertEquals(List.of(
                        new Comparison(Operand.column("a.start"), Operand.column("ts")),
                        new Comparison(Operand.column("ts"), new Operand(names("start"), Optional.of("start"), false))),
                conjuncts("ts BETWEEN a.start AND a.start + INTERVAL '10' MINUTE"));
        assertEquals(List.of(new Equality(Operand.column("id"), Operand.column("other id"))),
                conjuncts("(`id` <=> r.`other id`)"));
        assertEquals(List.of(new Comparison(Operand.CONSTANT, Operand.column("timestamp"))),
                conjuncts("timestamp > TIMESTAMP '2024-01-01 00:00:00'"));
        JoinCondition or = condition("a = b OR c = d");
        assertEquals(JoinCondition.Kind.EXPRESSION, or.kind());
        assertEquals(1, or.conjuncts().size());
        assertTrue(or.conjuncts().get(0) instanceof JoinCondition.Other);
        assertEquals(JoinCondition.Kind.UNREADABLE, condition("a = = b").kind());
    }

    private static List<JoinCondition.Predicate> conjuncts(String sql) {
        JoinCondition c = condition(sql);
        assertEquals(JoinCondition.Kind.EXPRESSION, c.kind(), sql);
        return c.conjuncts();
    }

    private static JoinCondition condition(String sql) {
        return SqlText.get().orElseThrow().expression(sql) instanceof Parsed.Ok<?> ok
                ? JoinConditions.of(new AbstractValue.Col(SqlColumns.column((SqlExpr) ok.value(), sql)), sql)
                : JoinCondition.unreadable(sql);
    }

    @Test
    void aConditionWithoutEqualityBetweenColumnsHasNoKey() throws IOException {
        assertTrue(join("""
                        views.crossJoin(clicks).writeStream().format("console").start();
                """).condition().surelyWithoutEquality());
        assertTrue(join("""
                        views.join(clicks).writeStream().format("console").start();
                """).condition().surelyWithoutEquality());
        assertTrue(join("""
                        views.join(clicks, col("clickTime").between(col("viewTime"), col("viewTime").plus(expr("INTERVAL 5 SECONDS"))))
                            .writeStream().format("console").start();
                """).condition().surelyWithoutEquality());
        assertTrue(join("""
                        views.join(clicks, col("clickViewId").equalTo(lit(7)).and(col("clickTime").gt(col("viewTime"))))
                            .writeStream().format("console").start();
                """).condition().surelyWithoutEquality());
        // the optimizer turns isin of one value and not(a <> b) into equalities
        assertFalse(join("""
                        views.join(clicks, col("clickViewId").isin(col("viewId")))
                            .writeStream().format("console").start();
                """).condition().surelyWithoutEquality());
        assertFalse(join("""
                        views.join(clicks, not(col("clickViewId").notEqual(col("viewId"))))
                            .writeStream().format("console").start();
                """).condition().surelyWithoutEquality());
    }

    @Test
    void usingColumnsAreKeysAndAWindowColumnKeepsTheWatermarkOfItsTimeColumn() throws IOException {
        Plan.Join j = join("""
                        Dataset<Row> v = views.withColumn("slot", window(col("viewTime"), "1 minute"));
                        Dataset<Row> c = clicks.withColumn("slot", window(col("clickTime"), "1 minute"));
                        v.join(c, new String[] {"slot"}, "left_outer").writeStream().format("console").start();
                """);
        assertEquals(List.of("slot"), j.condition().usingColumns());
        Set<String> watermarked = Lineage.watermarkedColumns(j.left()).orElseThrow();
        assertTrue(watermarked.contains("slot"), "window() keeps its time column's watermark: " + watermarked);
        assertTrue(j.condition().mayHaveKeyAmong(watermarked));
        assertFalse(j.condition().mayBoundStateWith(watermarked));
    }

    @Test
    void aBroadcastStaticSideKeepsItsLineage() throws IOException {
        Plan.Join j = join("""
                        Dataset<Row> accounts = spark.read().format("parquet").load("accounts");
                        views.join(broadcast(accounts), "viewId").writeStream().format("console").start();
                """);
        assertEquals(Lineage.Answer.NO, Lineage.isStreaming(j.right()));
    }
}
