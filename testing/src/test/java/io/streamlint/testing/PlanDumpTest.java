package io.streamlint.testing;

import io.streamlint.core.api.Finding;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;
import static org.apache.spark.sql.functions.window;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Dumps written from live queries are linted like sources, with the same verdicts as the live check. */
class PlanDumpTest {

    private static SparkSession spark;
    private static final Linter LINTER = Linter.withRulesFrom(PlanDumpTest.class.getClassLoader());

    @TempDir
    Path dir;

    @BeforeAll
    static void startSpark() {
        spark = SparkSession.builder().master("local[1]").appName("plan-dumps")
                .config("spark.ui.enabled", "false").getOrCreate();
    }

    @AfterAll
    static void stopSpark() {
        spark.stop();
    }

    private static Dataset<Row> rate() {
        return spark.readStream().format("rate").load();
    }

    private LintResult lint() {
        return LINTER.run(LintRequest.of(dir, List.of(dir)));
    }

    private String line(Path file, int line) throws IOException {
        return Files.readAllLines(file, StandardCharsets.UTF_8).get(line - 1);
    }

    @Test
    void aDumpIsLintedWithTheLiveVerdictsAtItsOwnLines() throws IOException {
        Path bad = dir.resolve("hourly.streamlint-plan.json");
        Streamlint.dump(rate().groupBy(window(col("timestamp"), "1 hour")).count().orderBy(col("count"))
                .writeStream().queryName("hourly").format("parquet").option("path", "s3a://lake/out"), bad);
        Path good = dir.resolve("clean.streamlint-plan.json");
        Streamlint.dump(rate().withWatermark("timestamp", "1 minute").groupBy(window(col("timestamp"), "1 hour")).count()
                .writeStream().format("parquet").option("path", "s3a://lake/out").option("checkpointLocation", "s3a://lake/cp"), good);

        LintResult result = lint();
        assertEquals(List.of(), result.problems());
        List<String> ids = result.findings().stream().map(Finding::ruleId).toList();
        assertEquals(List.of("SS001", "SS003", "SS011"), ids.stream().sorted().toList(), result.findings().toString());
        for (Finding f : result.findings()) {
            assertEquals(bad.toAbsolutePath().normalize(), f.location().file());
            String text = line(bad, f.location().line());
            String expected = switch (f.ruleId()) {
                case "SS011" -> "Sort";
                case "SS001" -> "Aggregate";
                default -> "writeStream";
            };
            assertTrue(text.contains(expected), f.ruleId() + " at: " + text);
        }
        // The same verdicts as the live check of the same writer.
        assertEquals(List.of("SS001", "SS003", "SS011"), Streamlint.check(rate().groupBy(window(col("timestamp"), "1 hour"))
                .count().orderBy(col("count")).writeStream().queryName("hourly").format("parquet").option("path", "s3a://lake/out"))
                .ruleIds().stream().sorted().toList());
    }

    @Test
    void sparksOwnRejectionRecordedInTheDumpIsReported() throws IOException {
        // The String overload is what the PySpark snippet in docs/junit.md calls through py4j.
        Streamlint.dump(rate().groupBy(col("value")).agg(expr("avg(DISTINCT value)")).writeStream()
                .outputMode("update").format("console"), dir.resolve("distinct.streamlint-plan.json").toString());
        List<Finding> findings = lint().findings();
        assertEquals(1, findings.size(), findings.toString());
        assertEquals("SS010", findings.get(0).ruleId());
        assertTrue(findings.get(0).message().contains("Distinct aggregations"), findings.get(0).message());
    }

    @Test
    void dumpsNeedTheirSuffix() {
        assertThrows(IllegalArgumentException.class,
                () -> Streamlint.dump(rate().writeStream().format("console"), dir.resolve("plan.json")));
    }
}
