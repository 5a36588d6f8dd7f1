package io.streamlint.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The configuration file, suppressions in the code, the baseline and SARIF for GitHub, through the command line. */
class CodeScanningTest {

    @TempDir
    Path dir;

    private CliRun run(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        if (!all.contains("baseline") && !all.contains("--source-root")) {
            all.add(0, "--source-root");
            all.add(1, dir.toString());
        }
        return CliRun.of(all.toArray(String[]::new));
    }

    private Path write(String relative, String content) throws IOException {
        Path file = dir.resolve(relative);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, content);
    }

    /** SS003 (an error: no checkpoint) on line 9 and SS002 (a warning: no maxOffsetsPerTrigger) on line 11. */
    private Path job(String beforeFirstSink, String beforeKafka) throws IOException {
        return write("src/Job.java", """
                import org.apache.spark.sql.Dataset;
                import org.apache.spark.sql.Row;
                import org.apache.spark.sql.SparkSession;

                public class Job {
                    public static void main(String[] args) throws Exception {
                        SparkSession spark = SparkSession.builder().appName("job").getOrCreate();
                        Dataset<Row> events = spark.readStream().format("rate").load();
                %s        events.writeStream().format("parquet").option("path", "/data/out").start();
                %s        Dataset<Row> clicks = spark.readStream().format("kafka")
                                .option("kafka.bootstrap.servers", "b:9092").option("subscribe", "clicks").load();
                        clicks.writeStream().format("parquet").option("path", "/data/clicks")
                                .option("checkpointLocation", "/chk/clicks").start();
                    }
                }
                """.formatted(beforeFirstSink, beforeKafka));
    }

    private Path job() throws IOException {
        return job("", "");
    }

    // ----- configuration file -----

    @Test
    void configurationOverridesSeverityAndDisablesRules() throws IOException {
        job();
        Path config = write("streamlint.yaml", """
                rules:
                  SS002: error
                  SS003: off
                """);
        CliRun run = run("--config", config.toString(), dir.resolve("src").toString());
        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains(": error: ") && run.out().contains("[SS002]"), run.out());
        assertFalse(run.out().contains("[SS003]"), run.out());
    }

    @Test
    void aBrokenConfigurationNamesTheFileLineAndProblem() throws IOException {
        job();
        Path config = write("streamlint.yaml", """
                rules:
                  SS002: eror
                """);
        CliRun run = run("--config", config.toString(), dir.resolve("src").toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("streamlint.yaml:2:10: unknown severity 'eror' for SS002"), run.err());

        write("streamlint.yaml", "rules:\n  SS999: off\n");
        run = run("--config", config.toString(), dir.resolve("src").toString());
        assertTrue(run.err().contains("streamlint.yaml:2:3: unknown rule 'SS999'"), run.err());

        write("streamlint.yaml", "rules: [SS002\n");
        run = run("--config", config.toString(), dir.resolve("src").toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("streamlint.yaml:") && run.err().contains("not valid YAML"), run.err());
    }

    // ----- suppressions -----

    @Test
    void commentsSuppressTheirLineOrTheNextAndUnusedOnesAreNoted() throws IOException {
        job("        // streamlint:ignore SS003 -- written by a test job, checkpoint not needed\n",
                "        // streamlint:ignore SS001 -- stale\n");
        CliRun run = run(dir.resolve("src").toString());
        assertFalse(run.out().contains("[SS003]"), run.out());
        assertTrue(run.out().contains("src/Job.java:11:9: note: 'streamlint:ignore SS001' suppresses nothing"), run.out());
        assertTrue(run.out().contains("(not reported: 1 suppressed in the code)"), run.out());
        assertEquals(0, run.exitCode());
    }

    @Test
    void annotationsSuppressInsideTheirDeclaration() throws IOException {
        write("src/Job.java", """
                import org.apache.spark.sql.SparkSession;

                public class Job {
                    @SuppressWarnings({"unchecked", "streamlint:SS003"})
                    static void run(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load().writeStream().format("parquet").option("path", "/o").start();
                    }

                    static void other(SparkSession spark) throws Exception {
                        @SuppressWarnings("streamlint") var query = spark.readStream().format("rate").load()
                                .writeStream().format("parquet").option("path", "/p").start();
                    }

                    @SuppressWarnings("streamlint:SS002")
                    static void clean() {
                    }
                }
                """);
        CliRun run = run(dir.resolve("src").toString());
        assertFalse(run.out().contains("[SS003]"), run.out());
        assertTrue(run.out().contains("src/Job.java:14:23: note: @SuppressWarnings(\"streamlint:SS002\") suppresses "
                + "nothing: SS002 reports nothing in method clean; remove the suppression. [SL001]"), run.out());
    }

    @Test
    void classConstructorAndFieldSuppressionsCoverWhatIsInside() throws IOException {
        write("src/Jobs.java", """
                import org.apache.spark.sql.SparkSession;
                import org.apache.spark.sql.streaming.StreamingQuery;

                public class Jobs {
                    @SuppressWarnings("streamlint:ss003")
                    static final StreamingQuery FIELD = SparkSession.active().readStream().format("rate").load()
                            .writeStream().format("parquet").option("path", "/f").start();

                    @SuppressWarnings("streamlint")
                    Jobs(SparkSession spark) throws Exception {
                        spark.readStream().format("rate").load().writeStream().format("parquet").option("path", "/c").start();
                    }

                    @SuppressWarnings(value = {"streamlint:SS003"})
                    static class Nested {
                        void run(SparkSession spark) throws Exception {
                            spark.readStream().format("rate").load().writeStream().format("parquet").option("path", "/n").start();
                        }
                    }

                    void notSuppressed(SparkSession spark) throws Exception {
                        /* streamlint:ignore SS002 -- a block comment works too, but names the wrong rule */
                        spark.readStream().format("rate").load().writeStream().format("parquet").option("path", "/x").start();
                    }
                }
                """);
        CliRun run = run(dir.resolve("src").toString());
        assertEquals(1, run.out().lines().filter(l -> l.contains("[SS003]")).count(), run.out());
        assertTrue(run.out().contains("src/Jobs.java:23:"), run.out());
        assertTrue(run.out().contains("'streamlint:ignore SS002' suppresses nothing: SS002 reports nothing on line 23"),
                run.out());
        assertTrue(run.out().contains("(not reported: 3 suppressed in the code)"), run.out());
    }

    // ----- baseline -----

    @Test
    void aBaselineHidesKnownFindingsUntilNewOnesComeAndReportsStaleEntries() throws IOException {
        job();
        Path baseline = dir.resolve("streamlint-baseline.json");
        CliRun written = run("baseline", "--baseline", baseline.toString(), "--source-root", dir.toString(),
                dir.resolve("src").toString());
        assertEquals(0, written.exitCode(), written.err());
        assertTrue(written.out().contains("wrote 2 findings to the baseline"), written.out());
        String content = Files.readString(baseline);
        assertTrue(content.contains("\"file\" : \"src/Job.java\""), content);
        assertFalse(content.contains("\"line\""), content);
        run("baseline", "--baseline", baseline.toString(), "--source-root", dir.toString(), dir.resolve("src").toString());
        assertEquals(content, Files.readString(baseline), "the same findings give the same file");

        CliRun clean = run("--baseline", baseline.toString(), dir.resolve("src").toString());
        assertEquals(0, clean.exitCode(), clean.out());
        assertTrue(clean.out().contains("Streamlint: no findings in 1 file (not reported: 2 in the baseline)."),
                clean.out());

        // Moved down three lines and an unrelated edit: still matched.
        job("        // an unrelated comment\n        // another\n        System.out.println(\"start\");\n", "");
        assertEquals(0, run("--baseline", baseline.toString(), dir.resolve("src").toString()).exitCode());

        // A new sink without a checkpoint is new; the fixed Kafka source makes its entry stale.
        write("src/Job.java", Files.readString(dir.resolve("src/Job.java"))
                .replace(".option(\"subscribe\", \"clicks\")", ".option(\"subscribe\", \"clicks\").option(\"maxOffsetsPerTrigger\", 1000)")
                .replace("        Dataset<Row> clicks", "        events.writeStream().format(\"json\").option(\"path\", \"/data/json\").start();\n        Dataset<Row> clicks"));
        CliRun next = run("--baseline", baseline.toString(), dir.resolve("src").toString());
        assertEquals(1, next.exitCode(), next.out());
        assertEquals(1, next.out().lines().filter(l -> l.contains("[SS003]")).count(), next.out());
        assertTrue(next.out().contains("Streamlint: 1 baseline entry matches no finding any more (fixed, or the code "
                + "changed): SS002 in src/Job.java; regenerate the baseline to drop it."), next.out());
    }

    @Test
    void noFindingsNoBaselineFile() throws IOException {
        write("src/Clean.java", "class Clean {}\n");
        Path baseline = dir.resolve("streamlint-baseline.json");
        CliRun run = run("baseline", "--baseline", baseline.toString(), dir.resolve("src").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("Streamlint: no findings, so no baseline file is needed here\n", run.out());
        assertFalse(Files.exists(baseline));
    }

    @Test
    void aBrokenBaselineIsAUsageError() throws IOException {
        job();
        Path baseline = write("streamlint-baseline.json", "{\"findings\": 3}");
        CliRun run = run("--baseline", baseline.toString(), dir.resolve("src").toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("streamlint-baseline.json: not a Streamlint baseline"), run.err());
    }

    // ----- SARIF -----

    @Test
    void sarifHasGithubLineHashesOurKeyAndTheCategory() throws IOException {
        job("        // streamlint:ignore SS003 -- test\n", "");
        CliRun run = run("--format", "sarif", "--sarif-category", "streamlint/orders", "--sarif-include-suppressed",
                dir.resolve("src").toString());
        JsonNode sarif = new ObjectMapper().readTree(run.out()).path("runs").path(0);
        assertEquals("streamlint/orders/", sarif.path("automationDetails").path("id").asText());
        JsonNode results = sarif.path("results");
        assertEquals(2, results.size(), run.out());
        for (JsonNode result : results) {
            JsonNode fingerprints = result.path("partialFingerprints");
            assertTrue(fingerprints.path("primaryLocationLineHash").asText().matches("[0-9a-f]+:1"), result.toString());
            assertTrue(fingerprints.path("streamlintFindingKey/v1").asText().matches("[0-9a-f]{32}"), result.toString());
        }
        assertEquals("inSource", results.path(0).path("suppressions").path(0).path("kind").asText());
        assertEquals("test", results.path(0).path("suppressions").path(0).path("justification").asText());

        CliRun plain = run("--format", "sarif", dir.resolve("src").toString());
        assertEquals(1, new ObjectMapper().readTree(plain.out()).path("runs").path(0).path("results").size());
    }
}
