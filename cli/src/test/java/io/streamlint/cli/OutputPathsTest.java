package io.streamlint.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Where the command writes and what it reads besides the sources (configuration, baseline, cache): a path that
 * cannot take the file is a usage error before anything is linted; named pipes and devices are never opened for
 * reading nor replaced by a file.
 */
class OutputPathsTest {

    /** A job with an error finding: a run that got to the lint exits 1. */
    private static final String JOB = """
            import org.apache.spark.sql.SparkSession;
            class Job {
                void run(SparkSession spark) throws Exception {
                    spark.readStream().format("rate").load().writeStream().format("parquet").option("path", "/o").start();
                }
            }
            """;

    @TempDir
    Path dir;

    private static CliRun run(String... args) {
        return assertTimeoutPreemptively(Duration.ofSeconds(60), () -> CliRun.of(args),
                "a named pipe must never be opened for reading");
    }

    private String sources() throws IOException {
        Path src = Files.createDirectories(dir.resolve("src"));
        Files.writeString(src.resolve("Job.java"), JOB);
        return src.toString();
    }

    private Path fifo(String name) throws Exception {
        Path fifo = dir.resolve(name);
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        assumeTrue(made, "mkfifo is not available");
        return fifo;
    }

    /** Exit 2 with the message and the help hint on stderr, nothing on stdout. */
    private static void assertUsageError(CliRun run, String message) {
        assertEquals(2, run.exitCode(), run.toString());
        List<String> lines = run.err().lines().toList();
        assertEquals(2, lines.size(), run.err());
        assertEquals("streamlint: " + message, lines.get(0));
        assertTrue(lines.get(1).startsWith("Try '"), run.err());
        assertEquals("", run.out());
    }

    @Test
    void aFolderAsAnOutputIsAUsageErrorBeforeTheLint() throws IOException {
        String src = sources();
        for (String option : List.of("--output", "--sarif-output", "--cache")) {
            assertUsageError(run(option, "/", src), option + " / cannot be written: it is a folder");
            assertUsageError(run(option, dir.toString(), src), option + " " + dir + " cannot be written: it is a folder");
        }
        assertUsageError(run("--baseline", "/", src), "baseline error: /: not a regular file (a folder, a named pipe or a"
                + " device); name the baseline file");
        assertUsageError(run("baseline", "--baseline", dir.toString(), src),
                "--baseline " + dir + " cannot be written: it is a folder");
    }

    @Test
    void aFolderThatCannotBeCreatedIsAUsageErrorBeforeTheLint() throws IOException {
        String src = sources();
        Path file = Files.writeString(dir.resolve("file"), "");
        Path report = file.resolve("reports/out.sarif");
        assertUsageError(run("--sarif-output", report.toString(), src), "--sarif-output " + report
                + " cannot be written: its folder " + file.toRealPath().resolve("reports") + " cannot be created: "
                + file.toRealPath() + " is not a folder");
        assertTrue(Files.isRegularFile(file));
    }

    @Test
    void aReadOnlyFolderIsAUsageErrorBeforeTheLint() throws IOException {
        String src = sources();
        Path readOnly = Files.createDirectories(dir.resolve("ro"));
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(readOnly), "running as root: every folder is writable");
            CliRun run = run("--output", readOnly.resolve("report.txt").toString(), src);
            assertEquals(2, run.exitCode());
            assertTrue(run.err().contains("is not writable"), run.err());
        } finally {
            Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void aReportToANamedPipeIsWrittenThroughIt() throws Exception {
        String src = sources();
        Path fifo = fifo("report.sarif");
        CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        CliRun run = run("--sarif-output", fifo.toString(), "--source-root", dir.toString(), src);
        assertEquals(1, run.exitCode(), run.toString());
        assertTrue(reader.get(30, TimeUnit.SECONDS).contains("\"ruleId\""), "the SARIF report came through the pipe");
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the pipe is still a pipe");
        try (var list = Files.list(dir)) {
            assertEquals(List.of(dir.resolve("report.sarif"), dir.resolve("src")), list.sorted().toList(),
                    "no temporary file");
        }
    }

    @Test
    void aNamedPipeAsConfigurationBaselineOrCacheIsRefusedAtOnce() throws Exception {
        String src = sources();
        Path pipe = fifo("pipe");
        String notRegular = "not a regular file (a folder, a named pipe or a device)";
        assertUsageError(run("--config", pipe.toString(), src),
                "configuration error: " + pipe + ": " + notRegular + "; name the configuration file");
        assertUsageError(run("--baseline", pipe.toString(), src),
                "baseline error: " + pipe + ": " + notRegular + "; name the baseline file");
        assertUsageError(run("--cache", pipe.toString(), src),
                "--cache " + pipe + " cannot be written: it is not a regular file (a named pipe or a device)");
        assertUsageError(run("baseline", "--baseline", pipe.toString(), src),
                "--baseline " + pipe + " cannot be written: it is not a regular file (a named pipe or a device)");
        assertTrue(Files.exists(pipe) && !Files.isRegularFile(pipe), "the pipe is still a pipe");
    }

    @Test
    void aConfigurationThatIsNotAFileIsRefusedEvenWhenTheRunWouldBeReplayed() throws Exception {
        String src = sources();
        Path cache = dir.resolve("cache.json");
        assertEquals(1, run("--cache", cache.toString(), src).exitCode());
        assertEquals(1, run("--cache", cache.toString(), src).exitCode()); // replayed
        Path pipe = fifo("streamlint.yaml");
        CliRun run = run("--cache", cache.toString(), "--config", pipe.toString(), src);
        assertEquals(2, run.exitCode(), run.toString());
        assertTrue(run.err().contains("configuration error: " + pipe + ": not a regular file"), run.err());
        CliRun missing = run("--cache", cache.toString(), "--config", dir.resolve("none.yaml").toString(), src);
        assertEquals(2, missing.exitCode(), missing.toString());
        assertTrue(missing.err().contains("no such configuration file"), missing.err());
        assertFalse(missing.out().contains("Job.java"), missing.out());
    }
}
