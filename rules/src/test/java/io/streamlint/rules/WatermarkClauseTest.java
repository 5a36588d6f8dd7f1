package io.streamlint.rules;

import io.streamlint.core.api.Finding;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import io.streamlint.core.model.SparkVersion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * SQL's WATERMARK clause (Spark 4.1) against the target version and the parser that reads it, and its verdicts
 * against withWatermark's on the same query shapes.
 */
class WatermarkClauseTest {

    private static final String JOB = """
            import org.apache.spark.sql.*;
            class Job {
                void run(SparkSession spark) throws Exception {
                    spark.readStream().format("rate").load()%s.createOrReplaceTempView("readings");
                    spark.sql(\"""
                            SELECT %s
                            FROM readings%s
                            %s\""").writeStream().outputMode("%s").format("console").start();
                }
            }
            """;
    private static final String CLAUSE = " WATERMARK timestamp DELAY OF INTERVAL 2 MINUTES";
    private static final String API = ".withWatermark(\"timestamp\", \"2 minutes\")";

    private final Linter linter = Linter.withRulesFrom(getClass().getClassLoader());

    @TempDir
    Path dir;

    @Test
    void rejectedByTheParserOfAnOlderTarget() throws IOException {
        List<Finding> findings = lint(SparkVersion.V4_0, List.of(), windowCount(CLAUSE, "", "append"));
        assertEquals(List.of("SS044"), ids(findings), findings.toString());
        assertTrue(findings.get(0).message().contains("Spark 4.1 syntax"), findings.get(0).message());
    }

    @Test
    void acceptedByTheTargetsParser() throws IOException {
        assertEquals(List.of(), ids(lint(SparkVersion.V4_1, Spark41SamplesTest.parserJars(),
                windowCount(CLAUSE, "", "append"))));
    }

    /** Findings about the clause name it as written in SQL, string literals included. */
    @Test
    void messagesNameTheClause() throws IOException {
        String computed = " WATERMARK to_timestamp(CAST(timestamp AS STRING), 'yyyy-MM-dd HH:mm:ss') AS eventTime"
                + " DELAY OF INTERVAL 2 MINUTES";
        List<Finding> findings = lint(SparkVersion.V4_1, Spark41SamplesTest.parserJars(),
                JOB.formatted("", "value", computed, "LIMIT 10", "append"));
        assertEquals(List.of("SS041"), ids(findings));
        assertTrue(findings.get(0).message().startsWith("WATERMARK to_timestamp(CAST(timestamp AS STRING), "
                + "'yyyy-MM-dd HH:mm:ss') AS eventTime DELAY OF INTERVAL 2 minutes has no effect"), findings.get(0).message());
    }

    /** Without 4.1's parser, 4.0's reads the text: what it rejects may be 4.1 syntax, so it is not reported. */
    @Test
    void notReportedWhenOnlyAnOlderParserReadsIt() throws IOException {
        assertEquals(List.of(), ids(lint(SparkVersion.V4_1, List.of(), windowCount(CLAUSE, "", "append"))));
    }

    /** A parser that cannot load (a jar missing from the distribution) is one problem naming the file; the run goes on. */
    @Test
    void aParserThatCannotLoadIsReportedOnce() throws IOException {
        Path job = Files.writeString(dir.resolve("Job.java"), windowCount(CLAUSE, "", "append"), StandardCharsets.UTF_8);
        LintResult result = linter.run(LintRequest.of(dir, List.of(job)).withSparkVersion(SparkVersion.V4_1)
                .withSparkParser(List.of(dir.resolve("no-such-spark.jar"))));
        assertEquals(1, result.problems().size(), result.problems().toString());
        assertEquals(job, result.problems().get(0).file());
        assertTrue(result.problems().get(0).message().startsWith("SQL text and interval strings are not read in this run: "),
                result.problems().get(0).message());
        assertEquals(1, result.queries());
    }

    /**
     * The fix for an aggregation of SQL text without watermark: withWatermark on the Dataset the text reads as a view
     * (not "before sql(..)"), a window in SQL, and for a Spark 4.1 target also the WATERMARK clause.
     */
    @Test
    void adviceForAggregationsInSqlText() throws IOException {
        String viewAdvice = "to the streaming Dataset before it is registered (createOrReplaceTempView) as the view the SQL "
                + "text reads";
        String keyed = JOB.formatted("", "value % 10 AS k, count(*) AS n", "", "GROUP BY value % 10", "append");
        List<Finding> on40 = lint(SparkVersion.V4_0, List.of(), keyed);
        assertEquals(List.of("SS001"), ids(on40));
        assertTrue(on40.get(0).message().endsWith("Add .withWatermark(\"<event time>\", \"<delay>\") " + viewAdvice
                + " and group by window(<event time>, '<length>'), or write with outputMode(\"update\")."),
                on40.get(0).message());
        List<Finding> on41 = lint(SparkVersion.V4_1, Spark41SamplesTest.parserJars(), keyed);
        assertTrue(on41.get(0).message().contains(viewAdvice + " (or, in the SQL text, WATERMARK <event time> DELAY OF "
                + "INTERVAL <delay> after that view's name) and group by"), on41.get(0).message());

        List<Finding> window = lint(SparkVersion.V4_0, List.of(), windowCount("", "", "update"));
        assertEquals(List.of("SS034"), ids(window));
        assertTrue(window.get(0).message().contains("Add .withWatermark(\"timestamp\", \"<delay>\") to the streaming "
                + "Dataset before it is registered (createOrReplaceTempView)"), window.get(0).message());
    }

    @ParameterizedTest(name = "{0} {1} in {2} mode: {3} with the clause and with withWatermark")
    @CsvSource(delimiter = '|', value = {
            "window(timestamp, '1 minute') AS w, count(*) AS n | GROUP BY window(timestamp, '1 minute') | append | ''",
            "window(timestamp, '1 minute') AS w, count(*) AS n | GROUP BY window(timestamp, '1 minute') | update | ''",
            "window(timestamp, '1 minute') AS w, count(*) AS n | GROUP BY window(timestamp, '1 minute') | complete | SS034",
            "value % 10 AS k, count(*) AS n | GROUP BY value % 10 | append | SS001",
            "value % 10 AS k, count(*) AS n | GROUP BY value % 10 | update | SS034",
            "timestamp, count(*) AS n | GROUP BY timestamp | append | ''",
            "count(*) AS n | '' | append | SS001",
            "count(*) AS n | '' | complete | ''",
            "DISTINCT value, timestamp | '' | append | ''",
            "value, timestamp | ORDER BY value | complete | SS008 SS011 SS041",
            "value, timestamp | ORDER BY value | append | SS011 SS041",
            "value | LIMIT 10 | append | SS041",
    })
    void sameVerdictsAsWithWatermark(String select, String rest, String mode, String expected) throws IOException {
        String sqlClause = JOB.formatted("", select, CLAUSE, rest, mode);
        String api = JOB.formatted(API, select, "", rest, mode);
        List<String> withClause = ids(lint(SparkVersion.V4_1, Spark41SamplesTest.parserJars(), sqlClause));
        List<String> withApi = ids(lint(SparkVersion.V4_1, Spark41SamplesTest.parserJars(), api));
        List<String> expectedIds = expected.isBlank() ? List.of() : List.of(expected.split(" "));
        assertEquals(expectedIds, withApi, "withWatermark");
        assertEquals(expectedIds, withClause, "WATERMARK clause");
    }

    private static String windowCount(String clause, String api, String mode) {
        return JOB.formatted(api, "window(timestamp, '1 minute') AS w, count(*) AS n", clause,
                "GROUP BY window(timestamp, '1 minute')", mode);
    }

    private List<Finding> lint(SparkVersion target, List<Path> parser, String source) throws IOException {
        Path job = Files.writeString(dir.resolve("Job.java"), source, StandardCharsets.UTF_8);
        LintResult result = linter.run(LintRequest.of(dir, List.of(job)).withSparkVersion(target).withSparkParser(parser));
        assertEquals(List.of(), result.problems());
        assertEquals(1, result.queries());
        return result.findings();
    }

    private static List<String> ids(List<Finding> findings) {
        return findings.stream().map(Finding::ruleId).sorted().toList();
    }
}
