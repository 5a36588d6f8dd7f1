package io.streamlint.core.source;

import io.streamlint.core.api.Problem;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.sql.SqlParser;
import io.streamlint.core.support.LargeStacks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A pathological file costs at most its budget: its parse and its analysis are cut, with a problem saying so. */
class BudgetTest {

    @TempDir
    Path dir;

    private Extraction extract(Budget budget, String className, String body) throws IOException {
        Path file = Files.writeString(dir.resolve(className + ".java"), """
                import org.apache.spark.sql.*;
                class %s {
                %s
                }
                """.formatted(className, body));
        return assertTimeoutPreemptively(Duration.ofSeconds(60), () -> LargeStacks.call("test", () -> new JavaSourceFrontend(
                LintRequest.DEFAULT_LANGUAGE_LEVEL, List.of(), LintRequest.DEFAULT_MAX_FILE_BYTES, SqlParser.DEFAULT, budget)
                .extract(List.of(file))));
    }

    private static void assertProblem(Extraction extraction, String className, String reason) {
        List<Problem> problems = extraction.problems();
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).file().endsWith(className + ".java") && problems.get(0).message().contains(reason),
                problems.toString());
    }

    @Test
    void aParseThatBacktracksForeverIsCutAtTheTimeLimit() throws IOException {
        // JavaParser's lookahead over nested casts grows exponentially: 20,000 of them would take hours.
        Extraction extraction = extract(Budget.of(Budget.DEFAULT_STEPS, Duration.ofSeconds(2)), "Casts",
                "Object x = " + "(Object) ".repeat(20_000) + "null;");
        assertProblem(extraction, "Casts", "parsing it takes longer than 2 s");
    }

    @Test
    void bracketsNestedDeeperThanTheLimitAreNotParsed() throws IOException {
        Extraction extraction = extract(Budget.of(Budget.DEFAULT_STEPS, Duration.ofSeconds(2)), "Blocks",
                "void deep() " + "{".repeat(JavaFiles.MAX_NESTING + 1) + "}".repeat(JavaFiles.MAX_NESTING + 1));
        assertProblem(extraction, "Blocks", "brackets are nested 1,002 levels deep");
    }

    @Test
    void bracketsInCommentsAndLiteralsDoNotCount() {
        String deep = "(".repeat(JavaFiles.MAX_NESTING * 2);
        assertEquals(3, JavaFiles.bracketDepth("class A { // " + deep + "\n /* " + deep + " */ String s = \"" + deep
                + "\\\"\"; char c = '('; String t = \"\"\"\n " + deep + " \\\"\"\" \"\"\"; int[] a = {(1)}; }"));
    }

    @Test
    void helpersThatMultiplyTheirCallsCostNoMoreThanTheirContexts() throws IOException {
        // Each helper calls the next four times with different arguments: 4^12 call paths, evaluated as summaries.
        StringBuilder body = new StringBuilder("""
                void job(SparkSession spark) throws Exception {
                    h0(spark.readStream().format("rate").load()).writeStream().format("console").start();
                }
                """);
        for (int i = 0; i < 12; i++) {
            String next = "h" + (i + 1);
            body.append("Dataset<Row> h").append(i).append("(Dataset<Row> d) { return d.isEmpty() ? ")
                    .append(next).append("(d.filter(\"a\")) : d.isLocal() ? ").append(next)
                    .append("(d.filter(\"b\")) : d.count() > 1 ? ").append(next).append("(d) : ")
                    .append(next).append("(d.filter(\"c\")); }\n");
        }
        body.append("Dataset<Row> h12(Dataset<Row> d) { return d.filter(\"a\"); }\n");
        Extraction extraction = extract(Budget.of(50_000, Duration.ofSeconds(60)), "Helpers", body.toString());
        assertEquals(List.of(), extraction.problems());
        assertEquals(1, extraction.applications().stream().mapToLong(a -> a.sources().size()).sum());
    }

    @Test
    void aValueOverItsBudgetIsUnknownAndTheRestOfTheFileIsLinted() throws IOException {
        StringBuilder body = new StringBuilder("void costly(SparkSession spark) throws Exception {\n String path = \"/out\";\n");
        for (int i = 0; i < 3_000; i++) {
            body.append(" path = path + \"/").append(i % 10).append("\";\n");
        }
        body.append("""
                 spark.readStream().format("rate").load().writeStream().format("parquet")
                     .option("checkpointLocation", path).start("/out");
                }
                void cheap(SparkSession spark) throws Exception {
                    spark.readStream().format("rate").load().writeStream().format("console").start();
                }
                """);
        Extraction extraction = extract(Budget.of(2_000, Duration.ofSeconds(60)), "Costly", body.toString());
        List<Problem> problems = extraction.problems();
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).isNote() && problems.get(0).message().startsWith("the value of start(\"/out\") takes more"
                + " than 2,000 evaluation steps to compute: it is taken as unknown"), problems.toString());
        assertEquals(List.of("console"), extraction.queries().stream()
                .map(q -> q.sink().format().orElseThrow().value().text().orElseThrow()).toList(),
                "the costly value is unknown, the cheap query is modelled");
    }

    @Test
    void aChainOfReassignmentsCostsStepsInItsLength() throws IOException {
        // Every call of the chain asks whether the Dataset escapes through df: following all uses of df each time
        // (and again on every use reached) cost the square of their number, over this budget.
        StringBuilder body = new StringBuilder("void job(SparkSession spark) throws Exception {\n"
                + " Dataset<Row> df = spark.readStream().format(\"rate\").load();\n");
        for (int i = 0; i < 2_000; i++) {
            body.append(" df = df.withColumn(\"c").append(i).append("\", df.col(\"value\"));\n");
        }
        body.append(" df.writeStream().format(\"console\").start();\n}\n");
        Extraction extraction = extract(Budget.of(50_000, Duration.ofSeconds(60)), "Chain", body.toString());
        assertEquals(List.of(), extraction.problems());
        assertEquals(1, extraction.queries().size());
    }

    @Test
    void aHugeMethodIsCutAtItsFilesClock() throws IOException {
        // 12,000 statements, a clock of 1 ms: every loop whose work grows with the method checks it, so it stops.
        StringBuilder body = new StringBuilder("void job(SparkSession spark) throws Exception {\n"
                + " java.util.Map<String, String> o = new java.util.HashMap<>();\n String p = \"/out\";\n");
        for (int i = 0; i < 12_000; i++) {
            body.append(switch (i % 3) {
                case 0 -> " o.put(\"k" + i + "\", \"v\");\n";
                case 1 -> " p = p + \"/" + i % 7 + "\";\n";
                default -> " Dataset<Row> d" + i + " = spark.readStream().format(\"rate\").options(o).load();\n";
            });
        }
        body.append(" spark.readStream().format(\"rate\").options(o).load().writeStream().format(\"parquet\")"
                + ".option(\"checkpointLocation\", p).start(\"/x\");\n}\n");
        Path file = Files.writeString(dir.resolve("Huge.java"), "import org.apache.spark.sql.*;\nclass Huge {\n" + body
                + "}\n");
        Extraction extraction = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> LargeStacks.call("test", () ->
                new JavaSourceFrontend(LintRequest.DEFAULT_LANGUAGE_LEVEL, List.of(), LintRequest.DEFAULT_MAX_FILE_BYTES,
                        SqlParser.DEFAULT, Budget.of(Budget.DEFAULT_STEPS, Duration.ofMillis(1)), Duration.ofSeconds(60))
                        .extract(List.of(file))));
        assertProblem(extraction, "Huge", "its analysis takes longer than 1 ms; the rest of the file was skipped");
    }
}
