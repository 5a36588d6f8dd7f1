package io.streamlint.core.dump;

import io.streamlint.core.api.Problem;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Dumps are untrusted: each malformed one is a problem naming the file and the reason, and the run goes on. */
class PlanDumpReadTest {

    @TempDir
    Path dir;

    private static final String SINK = "\"sink\": {\"kind\": \"FORMAT\", \"options\": {}, \"partitionBy\": false, "
            + "\"terminal\": \"start\", \"code\": \"writeStream\", \"line\": 1}";
    private static final String SESSION = "\"session\": {\"id\": \"s\", \"conf\": {}, \"line\": 1}";

    private static String dump(String plan) {
        return "{\"format\": \"streamlint-plan-dump/1\", \"query\": [\"writer\", \"node\"], \"model\": {\"subject\": \"q\", "
                + "\"plan\": " + plan + ", " + SINK + ", " + SESSION + "}}";
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "not JSON | {\"format\": | not JSON",
            "another format | {\"format\": \"other\"} | not a plan dump",
            "no model | {\"format\": \"streamlint-plan-dump/1\", \"query\": [\"w\"]} | 'model' is missing",
            "unknown node | DUMP:{\"node\": \"Teleport\", \"code\": \"x\", \"line\": 2} | unknown plan node 'Teleport'",
            "no line | DUMP:{\"node\": \"Untraced\", \"code\": \"x\", \"reason\": \"r\"} | 'line' of at least 1 is missing",
            "negative line | DUMP:{\"node\": \"Untraced\", \"code\": \"x\", \"reason\": \"r\", \"line\": -3} | 'line' of at least 1 is missing",
            "line past the query | DUMP:{\"node\": \"Untraced\", \"code\": \"x\", \"reason\": \"r\", \"line\": 3} | 'line' 3 is past the query's 2 lines",
            "line that would overflow | DUMP:{\"node\": \"Untraced\", \"code\": \"x\", \"reason\": \"r\", \"line\": 2147483647} | 'line' 2147483647 is past the query's 2 lines",
            "line beyond int | DUMP:{\"node\": \"Untraced\", \"code\": \"x\", \"reason\": \"r\", \"line\": 99999999999} | 'line' of at least 1 is missing",
            "watermark without child | DUMP:{\"node\": \"Watermark\", \"code\": \"w\", \"line\": 2, \"eventTime\": \"ts\", \"delay\": \"1 minute\"} | needs one child",
    })
    void aMalformedDumpIsAProblemAndTheRestIsLinted(String name, String content, String reason) throws IOException {
        String text = content.startsWith("DUMP:") ? dump(content.substring(5)) : content;
        Path bad = Files.writeString(dir.resolve("bad.streamlint-plan.json"), text, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("Job.java"), """
                import org.apache.spark.sql.SparkSession;
                class Job {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load().writeStream().format("parquet").option("path", "/o").start();
                    }
                }
                """, StandardCharsets.UTF_8);
        LintResult result = Linter.withRulesFrom(getClass().getClassLoader()).run(LintRequest.of(dir, List.of(dir)));
        assertEquals(1, result.problems().size(), result.problems().toString());
        Problem p = result.problems().get(0);
        assertEquals(bad.toAbsolutePath().normalize(), p.file());
        assertTrue(p.message().contains(reason), p.message());
        assertEquals(1, result.queries(), "the Java job is still modelled");
        assertEquals(2, result.filesScanned(), "the Java file and the dump");
    }

    @Test
    void jsonNestedTooDeeplyIsRefused() throws IOException {
        Files.writeString(dir.resolve("deep.streamlint-plan.json"), "[".repeat(PlanDump.MAX_NESTING + 1),
                StandardCharsets.UTF_8);
        LintResult result = Linter.withRulesFrom(getClass().getClassLoader()).run(LintRequest.of(dir, List.of(dir)));
        assertTrue(result.problems().get(0).message().contains("nesting depth"), result.problems().toString());
    }

    @Test
    void aDumpNestedTooDeeplyIsRefused() throws IOException {
        String plan = "{\"node\": \"Untraced\", \"code\": \"x\", \"reason\": \"r\", \"line\": 2}";
        for (int i = 0; i < QueryJson.MAX_PLAN_DEPTH + 100; i++) {
            plan = "{\"node\": \"Operator\", \"method\": \"filter\", \"code\": \"f\", \"line\": 2, \"expressions\": "
                    + "{\"readable\": true}, \"children\": [" + plan + "]}";
        }
        Files.writeString(dir.resolve("deep.streamlint-plan.json"), dump(plan), StandardCharsets.UTF_8);
        LintResult result = Linter.withRulesFrom(getClass().getClassLoader()).run(LintRequest.of(dir, List.of(dir)));
        assertEquals(1, result.problems().size());
        assertTrue(result.problems().get(0).message().contains("nested deeper than"), result.problems().toString());
    }

    private Problem onlyProblem(String text) throws IOException {
        Files.writeString(dir.resolve("bad.streamlint-plan.json"), text, StandardCharsets.UTF_8);
        LintResult result = Linter.withRulesFrom(getClass().getClassLoader()).run(LintRequest.of(dir, List.of(dir)));
        assertEquals(1, result.problems().size(), result.problems().toString());
        return result.problems().get(0);
    }

    @Test
    void aKeyGivenTwiceIsRefusedWithItsPlace() throws IOException {
        Problem p = onlyProblem(dump("{\"node\": \"Untraced\", \"code\": \"x\", \"reason\": \"r\", \"line\": 2}")
                .replace("{\"format\"", "{\"format\": \"other\",\n \"format\""));
        assertTrue(p.message().contains("a key is given twice"), p.message());
        assertEquals(2, p.line(), p.toString());
        assertTrue(p.column() > 0, p.toString());
    }

    @Test
    void dataAfterTheDocumentIsRefused() throws IOException {
        String valid = dump("{\"node\": \"Untraced\", \"code\": \"x\", \"reason\": \"r\", \"line\": 2}");
        Problem p = onlyProblem(valid + "\n{\"format\": \"streamlint-plan-dump/1\"}\n");
        assertTrue(p.message().contains("data after the end of the JSON document"), p.message());
        assertEquals(2, p.line(), p.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "a bare word | AKIAIOSFODNN7SECRETX",
            "a property line | aws_secret=AKIAIOSFODNN7SECRETX",
            "a value | {\"key\": AKIAIOSFODNN7SECRETX}",
            "a duplicate key | {\"AKIAIOSFODNN7SECRETX\": 1, \"AKIAIOSFODNN7SECRETX\": 2}",
            "trailing text | {} AKIAIOSFODNN7SECRETX",
            "an unterminated string | {\"key\": \"AKIAIOSFODNN7SECRETX",
    })
    void aReadingErrorNeverQuotesTheFile(String name, String content) throws IOException {
        Problem p = onlyProblem(content);
        assertTrue(p.message().startsWith("cannot read this plan dump: not JSON: "), p.message());
        assertTrue(!p.message().contains("AKIA") && !p.message().contains("SECRET"), p.message());
        assertEquals(1, p.line(), p.toString());
        assertTrue(p.message().contains("(line 1, column "), p.message());
    }
}
