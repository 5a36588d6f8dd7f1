package io.streamlint.cli;

import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.engine.Linter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs the command in-process, as {@code java -jar streamlint-cli.jar} would, with captured output. */
class StreamlintCommandTest {

    private static final String NO_FINDINGS = "Streamlint: no findings";

    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        return CliRun.of(args);
    }

    private Path write(String relative, String content) throws IOException {
        Path file = dir.resolve(relative);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, content);
    }

    private Path cleanSources() throws IOException {
        write("src/Clean.java", "public class Clean {\n    int answer() { return 42; }\n}\n");
        return dir.resolve("src");
    }

    // Usage errors: exit 2, a message on stderr, nothing on stdout.

    @Test
    void noPathIsAUsageError() {
        CliRun run = run();
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("no PATH given"), run.err());
        assertEquals("", run.out());
    }

    @Test
    void unknownOptionIsAUsageError() throws IOException {
        CliRun run = run("--no-such-option", cleanSources().toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("--no-such-option"), run.err());
    }

    @Test
    void badOptionValuesAreUsageErrors() throws IOException {
        String src = cleanSources().toString();
        assertEquals(2, run("--format", "xml", src).exitCode());
        assertEquals(2, run("--fail-on", "fatal", src).exitCode());
        assertEquals(2, run("--java-release", "seventeen", src).exitCode());
        assertEquals(2, run("--java-release", "7", src).exitCode());
        assertEquals(2, run("--source-root", dir.resolve("missing").toString(), src).exitCode());
        assertEquals(2, run("--spark-version", "3.4", src).exitCode());
    }

    @Test
    void nonexistentPathIsAUsageError() {
        Path missing = dir.resolve("missing");
        CliRun run = run(missing.toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("no such file or folder: " + missing), run.err());
    }

    @Test
    void subcommandNameAfterAPathIsAUsageErrorNotASilentRulesListing() throws IOException {
        CliRun run = run(cleanSources().toString(), "rules");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("./rules"), run.err());
    }

    @Test
    void versionAndHelpExitZero() {
        CliRun version = run("--version");
        assertEquals(0, version.exitCode());
        assertTrue(version.out().startsWith("Streamlint "), version.out());
        CliRun help = run("--help");
        assertEquals(0, help.exitCode());
        assertTrue(help.out().contains("--fail-on"), help.out());
    }

    @Command(name = "fail")
    static final class FailingCommand implements Callable<Integer> {
        private final Throwable failure;

        FailingCommand(Throwable failure) {
            this.failure = failure;
        }

        @Override
        public Integer call() throws Exception {
            if (failure instanceof Error error) {
                throw error;
            }
            throw (Exception) failure;
        }
    }

    @Test
    void aFailureOfTheToolItselfExitsTwoWithAnInternalErrorLine() {
        for (Throwable failure : List.of(new IllegalStateException("boom"), new ExceptionInInitializerError("boom"))) {
            StringWriter err = new StringWriter();
            CommandLine cli = StreamlintCommand.newCommandLine()
                    .addSubcommand(new FailingCommand(failure))
                    .setOut(new PrintWriter(new StringWriter(), true))
                    .setErr(new PrintWriter(err, true));
            assertEquals(2, cli.execute("fail"), failure.toString());
            assertTrue(err.toString().startsWith("streamlint: internal error: " + failure), err.toString());
        }
    }

    @Test
    void runningOutOfMemoryIsOneLineSayingWhatToDoAndExitsTwo() {
        OutOfMemoryError oom = new OutOfMemoryError("Java heap space");
        // Thrown on the command's thread, and as a worker thread's failure arrives (wrapped).
        for (Throwable failure : List.of(oom, new java.util.concurrent.CompletionException(oom),
                new java.util.concurrent.ExecutionException(new RuntimeException(oom)))) {
            StringWriter err = new StringWriter();
            CommandLine cli = StreamlintCommand.newCommandLine()
                    .addSubcommand(new FailingCommand(failure))
                    .setOut(new PrintWriter(new StringWriter(), true))
                    .setErr(new PrintWriter(err, true));
            assertEquals(2, cli.execute("fail"), "2, not 1 (findings): " + failure);
            List<String> lines = err.toString().lines().toList();
            assertEquals(1, lines.size(), err.toString());
            assertTrue(lines.get(0).startsWith("streamlint: out of memory (Java heap space"), lines.get(0));
            assertTrue(lines.get(0).contains("-Xmx4g") && lines.get(0).contains("JAVA_TOOL_OPTIONS"), lines.get(0));
        }
    }

    // rules and explain

    @Test
    void rulesListsEveryRegisteredRule() {
        List<RuleDescriptor> registered = Linter.withRulesFrom(getClass().getClassLoader()).rules();
        CliRun run = run("rules");
        assertEquals(0, run.exitCode());
        for (RuleDescriptor rule : registered) {
            assertTrue(run.out().lines().anyMatch(line -> line.startsWith(rule.id() + " ")
                    && line.contains(rule.defaultSeverity().label()) && line.contains(rule.name())),
                    rule.id() + " missing from\n" + run.out());
        }
        assertTrue(run.out().contains("SS001"), run.out());
        // Every id the configuration and explain accept, the linter's own notes too.
        for (String id : Linter.withRulesFrom(getClass().getClassLoader()).knownIds()) {
            assertTrue(run.out().lines().anyMatch(line -> line.startsWith(id + " ")), id + " missing from\n" + run.out());
            assertEquals(0, run("explain", id).exitCode(), id);
        }
    }

    @Test
    void explainPrintsTheRulePage() {
        CliRun run = run("explain", "SS003");
        assertEquals(0, run.exitCode());
        assertTrue(run.out().startsWith("# SS003 MissingCheckpointLocation"), run.out());
        assertTrue(run.out().contains("## Fix"), run.out());
    }

    @Test
    void explainUnknownIdIsAUsageErrorListingTheKnownIds() {
        CliRun run = run("explain", "SS000");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("unknown rule 'SS000'"), run.err());
        assertTrue(run.err().contains("SS001, SS002, SS003"), run.err());
    }

    // check

    @Test
    void cleanFolderExitsZeroWithTheNoFindingsSummary() throws IOException {
        CliRun run = run("--source-root", dir.toString(), cleanSources().toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith(NO_FINDINGS + " in 1 file"), run.out());
        assertEquals("", run.err());
    }

    @Test
    void quietLeavesOutTheSummary() throws IOException {
        CliRun run = run("-q", "--source-root", dir.toString(), cleanSources().toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.out());
    }

    @Test
    void outputWritesTheReportToTheFileInsteadOfStdout() throws IOException {
        Path report = dir.resolve("reports/streamlint.txt");
        CliRun run = run("--output", report.toString(), "--source-root", dir.toString(), cleanSources().toString());
        assertEquals(0, run.exitCode(), run.err());
        assertEquals("", run.out());
        assertTrue(Files.readString(report).startsWith(NO_FINDINGS), Files.readString(report));
    }

    @Test
    void sarifFormatGoesToStdout() throws IOException {
        CliRun run = run("--format", "sarif", "--source-root", dir.toString(), cleanSources().toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("\"version\": \"2.1.0\""), run.out());
    }

    @Test
    void sarifOutputWritesSarifWhileTextGoesToStdout() throws IOException {
        Path sarif = dir.resolve("streamlint.sarif");
        CliRun run = run("--sarif-output", sarif.toString(), "--source-root", dir.toString(),
                cleanSources().toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().startsWith(NO_FINDINGS), run.out());
        String json = Files.readString(sarif);
        assertTrue(json.contains("sarif-2.1.0"), json);
        assertTrue(json.contains("Streamlint"), json);
    }

    @Test
    void anUnwritableOutputIsAUsageErrorBeforeTheLint() throws IOException {
        Path notAFolder = write("file.txt", "x");
        CliRun run = run("--output", notAFolder.resolve("report.txt").toString(), cleanSources().toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("streamlint: --output " + notAFolder.resolve("report.txt") + " cannot be written: "),
                run.err());
        assertEquals("", run.out());
    }

    @Test
    void anUnparsableFileIsAProblemLineAndTheRestIsStillLinted() throws IOException {
        cleanSources();
        // Mentions Spark: files that do not are skipped unparsed.
        write("src/Broken.java", "import org.apache.spark.sql.Dataset;\npublic class Broken {\n    void f( {\n");
        CliRun run = run("--fail-on", "error", "--source-root", dir.toString(), dir.resolve("src").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().lines().anyMatch(line -> line.startsWith("src/Broken.java")
                && line.endsWith("[streamlint]")), run.out());
        assertTrue(run.out().contains("in 2 files; 1 file could not be fully linted."), run.out());
    }

    @Test
    void anErrorFindingIsPrintedAtItsLineAndFailsTheRun() throws IOException {
        writeJobWithoutCheckpoint();
        CliRun run = run("--source-root", dir.toString(), dir.resolve("Job.java").toString());
        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().lines().anyMatch(line -> line.startsWith("Job.java:10") && line.contains("SS003")),
                run.out());
    }

    @Test
    void aDisabledRuleDoesNotRun() throws IOException {
        writeJobWithoutCheckpoint();
        CliRun run = run("--disable", "ss002,SS003", dir.resolve("Job.java").toString());
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertFalse(run.out().contains("SS003"), run.out());
    }

    @Test
    void sparkVersionSelectsTheFactsOfThatLine() throws IOException {
        // Spark 3.5 has no xml source; from 4.0 on it needs a schema like every file source (SS025).
        write("XmlJob.java", """
                import org.apache.spark.sql.SparkSession;
                class XmlJob {
                    void run(SparkSession spark) throws Exception {
                        spark.readStream().format("xml").option("rowTag", "r").load("in/")
                                .writeStream().format("console").start();
                    }
                }
                """);
        String job = dir.resolve("XmlJob.java").toString();
        assertTrue(run(job).out().contains("[SS025]"));
        assertTrue(run("--spark-version", "4.0.0", job).out().contains("[SS025]"));
        CliRun on35 = run("--spark-version", "3.5", job);
        assertEquals(0, on35.exitCode(), on35.out() + on35.err());
        assertFalse(on35.out().contains("[SS025]"), on35.out());
    }

    @Test
    void disablingAnUnknownRuleIsAUsageError() throws IOException {
        writeJobWithoutCheckpoint();
        CliRun run = run("--disable", "SS999", dir.resolve("Job.java").toString());
        assertEquals(2, run.exitCode());
        // The known rules are listed in order; the list grows with every rule.
        assertTrue(run.err().contains("unknown rule 'SS999' (known: SL001, SS001, SS002, "), run.err());
    }

    @Test
    void withCacheASecondRunReplaysTheSameReportAndACorruptCacheIsReportedAndRewritten() throws IOException {
        writeJobWithoutCheckpoint();
        String job = dir.resolve("Job.java").toString();
        Path cache = dir.resolve("cache/streamlint.json");
        CliRun uncached = run("--source-root", dir.toString(), job);
        CliRun first = run("--cache", cache.toString(), "--source-root", dir.toString(), job);
        String stored = Files.readString(cache);
        CliRun second = run("--cache", cache.toString(), "--source-root", dir.toString(), job);

        assertTrue(uncached.out().contains("[SS003]"), uncached.out());
        assertEquals(uncached, first);
        assertEquals(uncached, second);

        Files.writeString(cache, "{not json");
        CliRun afterCorruption = run("--cache", cache.toString(), "--source-root", dir.toString(), job);

        assertEquals(uncached.out(), afterCorruption.out());
        assertEquals(uncached.exitCode(), afterCorruption.exitCode());
        assertTrue(afterCorruption.err().startsWith("streamlint: ignoring the unreadable cache " + cache),
                afterCorruption.err());
        assertEquals(1, afterCorruption.err().lines().count(), afterCorruption.err());
        assertEquals(stored, Files.readString(cache));
    }

    @Test
    void withCacheAChangedConfigurationFileOrDisabledRuleIsRunAgainAndABrokenOneIsStillAUsageError() throws IOException {
        writeJobWithoutCheckpoint();
        String job = dir.resolve("Job.java").toString();
        String cache = dir.resolve("cache/streamlint.json").toString();
        Path config = dir.resolve("team.yaml");
        Files.writeString(config, "rules:\n  SS002: error\n");
        CliRun configured = run("--cache", cache, "--config", config.toString(), "--source-root", dir.toString(), job);
        assertTrue(configured.out().contains("[SS003]"), configured.out());

        Files.writeString(config, "rules:\n  SS003: off\n");
        CliRun ss003Off = run("--cache", cache, "--config", config.toString(), "--source-root", dir.toString(), job);
        assertEquals(run("--config", config.toString(), "--source-root", dir.toString(), job), ss003Off);
        assertFalse(ss003Off.out().contains("[SS003]"), ss003Off.out());

        Files.writeString(config, "rules:\n");
        CliRun disabled = run("--cache", cache, "--config", config.toString(), "--disable", "SS003",
                "--source-root", dir.toString(), job);
        assertEquals(ss003Off.out(), disabled.out());

        Files.writeString(config, "rules:\n  SS999: off\n");
        CliRun broken = run("--cache", cache, "--config", config.toString(), "--source-root", dir.toString(), job);
        assertEquals(2, broken.exitCode());
        assertTrue(broken.err().contains("configuration error"), broken.err());
    }

    @Test
    void aFileNameCannotForgeAFindingLine() throws IOException {
        writeJobWithoutCheckpoint();
        String name = "x.java\nEvil.java:1:1: error: forged [SS003]\nA.java";
        Path evil;
        try {
            evil = Files.move(dir.resolve("Job.java"), dir.resolve(name));
        } catch (IOException | java.nio.file.InvalidPathException e) {
            org.junit.jupiter.api.Assumptions.assumeTrue(false, "no newline in file names here: " + e);
            return;
        }
        CliRun run = run("--source-root", dir.toString(), dir.toString());
        assertEquals(1, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().lines().anyMatch(line -> line.startsWith("x.java\\u000aEvil.java:1:1: error: forged [SS003]"
                + "\\u000aA.java:10:") && line.endsWith("[SS003]")), run.out());
        assertTrue(run.out().lines().noneMatch(line -> line.startsWith("Evil.java") || line.startsWith("A.java")), run.out());
        assertTrue(Files.exists(evil));
    }

    @Test
    void anEscapeSequenceInAConfigurationKeyIsPrintedEscaped() throws IOException {
        writeJobWithoutCheckpoint();
        Path config = dir.resolve("team.yaml");
        Files.writeString(config, "rules:\n  \"\\e[2J\\e[31mSS003\\nJob.java:1:1: error: forged [SS003]\": off\n");
        CliRun run = run("--config", config.toString(), "--source-root", dir.toString(), dir.resolve("Job.java").toString());
        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().contains("unknown rule '\\u001b[2J\\u001b[31mSS003\\u000aJob.java:1:1: error: forged [SS003]'"),
                run.err());
        assertTrue(run.err().chars().noneMatch(c -> c == 0x1b), run.err());
        assertTrue(run.err().lines().noneMatch(line -> line.startsWith("Job.java")), run.err());
    }

    private void writeJobWithoutCheckpoint() throws IOException {
        write("Job.java", """
                import org.apache.spark.sql.Dataset;
                import org.apache.spark.sql.Row;
                import org.apache.spark.sql.SparkSession;

                public class Job {
                    public static void main(String[] args) throws Exception {
                        SparkSession spark = SparkSession.builder().appName("job").getOrCreate();
                        Dataset<Row> events = spark.readStream().format("rate").load();
                        events.writeStream().format("parquet").option("path", "/data/out")
                                .start();
                    }
                }
                """);
    }
}
