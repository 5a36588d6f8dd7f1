package io.streamlint.cli;

import io.streamlint.core.support.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the CLI says on the console besides the report (progress, colour, the summary line when the report is elsewhere)
 * and how it takes its inputs ({@code check}, files that cannot be linted, nothing to lint, a missing class path entry).
 */
class ConsoleAndInputsTest {

    private static final Terminal PIPED = new Terminal(false, false, Map.of(), Duration.ZERO);
    private static final Terminal TERMINAL = new Terminal(true, true, Map.of("TERM", "xterm"), Duration.ZERO);

    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        return CliRun.of(PIPED, args);
    }

    /** A job Spark rejects (no checkpoint location: SS003, an error). */
    private Path job() throws IOException {
        Files.createDirectories(dir.resolve("src"));
        return Files.writeString(dir.resolve("src/Job.java"), """
                import org.apache.spark.sql.SparkSession;

                public class Job {
                    public static void main(String[] args) throws Exception {
                        SparkSession spark = SparkSession.builder().getOrCreate();
                        spark.readStream().format("rate").load()
                                .writeStream().format("parquet").option("path", "/data/out").start();
                    }
                }
                """);
    }

    // check

    @Test
    void checkIsTheDefaultCommandAndCanBeNamed() throws IOException {
        String src = job().getParent().toString();
        CliRun unnamed = run("--source-root", dir.toString(), src);
        CliRun named = run("check", "--source-root", dir.toString(), src);
        assertEquals(1, unnamed.exitCode(), unnamed.err());
        assertTrue(unnamed.out().contains("[SS003]"), unnamed.out());
        assertEquals(unnamed, named);
        assertTrue(run("check", "--help").out().contains("--fail-on"));
    }

    @Test
    void optionsBeforeANamedSubcommandAreAUsageErrorNotLost() throws IOException {
        CliRun run = run("--fail-on", "none", "check", job().toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("streamlint: options go after the subcommand: streamlint check"), run.err());
    }

    // inputs

    @Test
    void anExplicitFileThatIsNeitherJavaNorAPlanDumpIsAUsageError() throws IOException {
        Path pom = Files.writeString(dir.resolve("pom.xml"), "<project/>");
        CliRun run = run(pom.toString());
        assertEquals(2, run.exitCode());
        assertEquals("streamlint: not a Java file or a plan dump: " + pom, run.err().lines().findFirst().orElseThrow()
                .replaceAll(" \\(Streamlint lints.*", ""));
    }

    @Test
    void aFolderWithNothingToLintFailsInsteadOfPassing() throws IOException {
        Files.createDirectories(dir.resolve("scala"));
        Files.writeString(dir.resolve("scala/Job.scala"), "object Job");
        CliRun run = run(dir.resolve("scala").toString());
        assertEquals(2, run.exitCode(), run.out());
        assertTrue(run.err().startsWith("streamlint: nothing to lint: no .java file or plan dump (*.streamlint-plan.json)"
                + " in " + dir.resolve("scala")), run.err());
        assertEquals("", run.out());
    }

    @Test
    void aFolderWithNothingToLintAmongOthersIsNamedAndTheOthersAreLinted() throws IOException {
        Path src = job().getParent();
        Path empty = Files.createDirectories(dir.resolve("moved-module"));
        CliRun run = run("--fail-on", "none", src.toString(), empty.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("[SS003]"), run.out());
        assertEquals("streamlint: warning: nothing to lint in " + empty + ": no .java file or plan dump; test source"
                + " folders are skipped unless --include-tests", run.err().strip());
        assertEquals("", run("--fail-on", "none", src.toString()).err(), "one PATH with code: no warning");
    }

    @Test
    void baselineOfAFolderWithNothingToLintFailsInsteadOfSayingNoBaselineIsNeeded() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("scala"));
        CliRun run = run("baseline", "--baseline", dir.resolve("streamlint-baseline.json").toString(), empty.toString());
        assertEquals(2, run.exitCode(), run.out());
        assertTrue(run.err().startsWith("streamlint: nothing to lint: no .java file or plan dump"), run.err());
        assertEquals("", run.out());
        assertTrue(Files.notExists(dir.resolve("streamlint-baseline.json")));
    }

    @Test
    void aClassPathEntryThatDoesNotExistIsNamedAndTheRunGoesOn() throws IOException {
        Path missing = dir.resolve("lib/missing.jar");
        CliRun run = run("--classpath", dir.resolve("src") + File.pathSeparator + missing, "--fail-on", "none",
                job().toString());
        assertEquals(0, run.exitCode());
        assertEquals("streamlint: class path entry not found: " + missing + "; types from it stay unresolved",
                run.err().lines().findFirst().orElseThrow());
        assertTrue(run.out().contains("[SS003]"), run.out());
    }

    @Test
    void anUnknownRuleOptionIsAConfigurationErrorListingTheKnownOnes() throws IOException {
        Path config = Files.writeString(dir.resolve("team.yaml"),
                "rules:\n  SS043:\n    options:\n      localPathPrefix: [/mnt/]\n");
        CliRun run = run("--config", config.toString(), job().toString());
        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("streamlint: configuration error: " + config
                + ":4:7: unknown option 'localPathPrefix' for SS043 (known: localPathPrefixes)"), run.err());
    }

    // the summary line on stderr

    @Test
    void aReportWrittenToAFileIsSummarisedOnStderrWithItsPath() throws IOException {
        Path report = dir.resolve("out/streamlint.sarif");
        CliRun run = run("--format", "sarif", "--output", report.toString(), job().toString());
        assertEquals(1, run.exitCode());
        assertEquals("", run.out());
        assertEquals("Streamlint: 1 finding (1 error, 0 warnings, 0 notes) in 1 file. Report: " + report + ".",
                run.err().strip());
        // Quiet: only because the run failed.
        assertEquals(run.err(), run("-q", "--format", "sarif", "--output", report.toString(), job().toString()).err());
        assertEquals("", run("-q", "--fail-on", "none", "--output", report.toString(), job().toString()).err());
    }

    @Test
    void sarifOnStdoutIsSummarisedOnStderr() throws IOException {
        CliRun run = run("--format", "sarif", job().toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.out().contains("\"ruleId\": \"SS003\""), run.out());
        assertEquals("Streamlint: 1 finding (1 error, 0 warnings, 0 notes) in 1 file. Report: stdout.",
                run.err().strip());
    }

    @Test
    void aTextReportOnTheConsoleIsNotSummarisedTwice() throws IOException {
        CliRun run = run(job().toString());
        assertEquals("", run.err());
        assertTrue(run.out().strip().endsWith("in 1 file."), run.out());
    }

    // colour

    @Test
    void severitiesAreColouredOnATerminalUnlessNoColorOrNever() throws IOException {
        String job = job().toString();
        String red = "\u001b[1;31merror\u001b[0m";
        assertTrue(CliRun.of(TERMINAL, job).out().contains(": " + red + ": "), CliRun.of(TERMINAL, job).out());
        assertFalse(CliRun.of(PIPED, job).out().contains("\u001b["));
        assertTrue(CliRun.of(PIPED, "--color", "always", job).out().contains(red));
        assertFalse(CliRun.of(TERMINAL, "--color", "never", job).out().contains("\u001b["));
        Terminal noColor = new Terminal(true, true, Map.of("NO_COLOR", "1"), Duration.ZERO);
        assertFalse(CliRun.of(noColor, job).out().contains("\u001b["));
        // Never in a report file.
        Path report = dir.resolve("report.txt");
        CliRun.of(TERMINAL, "--color", "always", "--output", report.toString(), job);
        assertFalse(Files.readString(report).contains("\u001b["));
    }

    // progress

    @Test
    void aTerminalShowsTheProgressLineAndItIsErasedAtTheEnd() throws IOException {
        CliRun run = CliRun.of(TERMINAL, "--fail-on", "none", job().toString());
        assertTrue(run.err().startsWith("\rstreamlint: "), run.err());
        assertTrue(run.err().endsWith("\r"), run.err());
        assertTrue(run.err().strip().isEmpty() || run.err().contains(" s"), run.err());
        // Nothing when piped, or quiet.
        assertEquals("", CliRun.of(PIPED, "--fail-on", "none", job().toString()).err());
        assertEquals("", CliRun.of(TERMINAL, "-q", "--fail-on", "none", job().toString()).err());
        // Nothing for a run shorter than the delay.
        Terminal slowToShow = new Terminal(true, true, Map.of(), Duration.ofMinutes(5));
        assertEquals("", CliRun.of(slowToShow, "--fail-on", "none", job().toString()).err());
    }

    @Test
    void theProgressLineSaysTheStageItsCountAndTheTime() {
        Progress progress = new Progress();
        progress.start(Progress.Stage.READING, 1500);
        for (int i = 0; i < 812; i++) {
            progress.step();
        }
        assertEquals("streamlint: reading files 812/1500, 6 s", ProgressLine.describe(progress.snapshot(), 6));
        progress.start(Progress.Stage.CHECKING, 0);
        assertEquals("streamlint: checking rules, 7 s", ProgressLine.describe(progress.snapshot(), 7));
    }
}
