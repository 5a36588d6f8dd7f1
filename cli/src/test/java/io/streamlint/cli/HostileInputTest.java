package io.streamlint.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Odd and hostile files next to the samples/ project: each is reported as a problem naming the file and the
 * reason, the run goes on, and the findings on the samples are exactly those of a run without the bad file.
 */
class HostileInputTest {

    static final Path SAMPLES = Path.of("..", "samples", "src", "main", "java");
    private static final Linter LINTER = Linter.withRulesFrom(HostileInputTest.class.getClassLoader());
    private static final int DEEP = 20_000;

    @TempDir
    Path dir;
    private Path good;
    private Path bad;
    private List<Finding> baseline;

    @BeforeEach
    void copySamples() throws IOException {
        good = dir.resolve("good");
        bad = Files.createDirectories(dir.resolve("bad"));
        copyTree(SAMPLES, good);
        LintResult result = lint(good);
        baseline = result.findings();
        assertFalse(baseline.isEmpty());
        assertEquals(List.of(), result.problems());
    }

    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target);
            }
        }
    }

    private LintResult lint(Path... inputs) {
        return LINTER.run(LintRequest.of(dir, List.of(inputs)));
    }

    /** Lints the samples with {@code inputs}: same findings on the samples, and a problem for {@code file}. */
    private LintResult assertReported(Path file, String reason, Path... inputs) {
        List<Path> all = new ArrayList<>(List.of(good));
        all.addAll(List.of(inputs.length == 0 ? new Path[] {bad} : inputs));
        LintResult result = assertTimeoutPreemptively(Duration.ofSeconds(120),
                () -> LINTER.run(LintRequest.of(dir, all)));
        assertEquals(baseline, onGoodFiles(result), "findings on the good files changed");
        Path expected = file.toAbsolutePath().normalize();
        assertTrue(result.problems().stream().anyMatch(p -> p.file().equals(expected) && p.message().contains(reason)),
                "expected a problem '" + reason + "' on " + file + ", got " + result.problems());
        return result;
    }

    private List<Finding> onGoodFiles(LintResult result) {
        Path root = good.toAbsolutePath().normalize();
        return result.findings().stream().filter(f -> f.location().file().startsWith(root)).toList();
    }

    private Path spark(String className, String body) throws IOException {
        return Files.writeString(bad.resolve(className + ".java"), """
                import org.apache.spark.sql.*;
                import org.apache.spark.sql.streaming.*;

                class %s {
                %s
                }
                """.formatted(className, body));
    }

    @Test
    void aFluentChainOfTwentyThousandCalls() throws IOException {
        Path file = spark("LongChain", "Dataset<Row> chain(SparkSession spark) {\n return spark.readStream().format(\"rate\").load()"
                + ".filter(\"value > 0\")\n".repeat(DEEP) + "; }");
        assertReported(file, "nested");
    }

    @Test
    void expressionsNestedTwentyThousandDeep() throws IOException {
        Path file = spark("DeepParens", "int deep() { return " + "(".repeat(DEEP) + "1" + ")".repeat(DEEP) + "; }");
        assertReported(file, "nested");
    }

    @Test
    void stringConcatenationsTwentyThousandLong() throws IOException {
        Path file = spark("LongConcat", "String text = \"a\"" + " + \"b\"".repeat(DEEP) + ";");
        assertReported(file, "nested");
    }

    @Test
    void lambdasNestedTwentyThousandDeep() throws IOException {
        Path file = spark("DeepLambdas", "Runnable deep = " + "() -> { Runnable r = ".repeat(DEEP) + "null"
                + "; };".repeat(DEEP));
        assertReported(file, "nested");
    }

    @Test
    void blocksNestedTwentyThousandDeep() throws IOException {
        Path file = spark("DeepBlocks", "void deep() " + "{".repeat(DEEP) + "}".repeat(DEEP));
        assertReported(file, "nested");
    }

    @Test
    void helperMethodsThatCallEachOtherForeverAreLintedLikeAnyOther() throws IOException {
        StringBuilder body = new StringBuilder("""
                void job(SparkSession spark) throws Exception {
                    h0(spark.readStream().format("rate").load()).writeStream().format("console").start();
                }
                """);
        int helpers = 5;
        for (int i = 0; i < helpers; i++) {
            String next = "h" + ((i + 1) % helpers);
            body.append("Dataset<Row> h").append(i).append("(Dataset<Row> d) { return d.isEmpty() ? ")
                    .append(next).append("(d.filter(\"a\")) : d.isLocal() ? ").append(next)
                    .append("(d.filter(\"b\")) : d.count() > 1 ? ").append(next).append("(d) : ")
                    .append(next).append("(d.filter(\"c\")); }\n");
        }
        spark("Forever", body.toString());
        // Recursion is cut where it closes (a cycle of the call graph): the file is linted, its query modelled.
        LintResult result = assertTimeoutPreemptively(Duration.ofSeconds(120),
                () -> LINTER.run(LintRequest.of(dir, List.of(good, bad))));
        assertEquals(baseline, onGoodFiles(result), "findings on the good files changed");
        assertEquals(List.of(), result.problems());
        assertEquals(lint(good).queries() + 1, result.queries());
    }

    @Test
    void aTwentyMegabyteFile() throws IOException {
        Path file = bad.resolve("Huge.java");
        String line = "// org.apache.spark " + "x".repeat(80) + "\n";
        Files.writeString(file, line.repeat(20 * 1024 * 1024 / line.length() + 1));
        assertReported(file, "more than the limit");
    }

    @Test
    void emptyFilesAreFine() throws IOException {
        Files.writeString(bad.resolve("Empty.java"), "");
        LintResult result = lint(good, bad);
        assertEquals(baseline, result.findings());
        assertEquals(List.of(), result.problems());
    }

    @Test
    void randomBytes() throws IOException {
        byte[] noise = new byte[64 * 1024];
        new Random(9).nextBytes(noise);
        byte[] marker = "import org.apache.spark.sql.*;\n".getBytes(StandardCharsets.US_ASCII);
        byte[] content = new byte[marker.length + noise.length];
        System.arraycopy(marker, 0, content, 0, marker.length);
        System.arraycopy(noise, 0, content, marker.length, noise.length);
        Path file = Files.write(bad.resolve("Noise.java"), content);
        assertReported(file, "cannot parse");
        assertReported(file, "not valid UTF-8");
    }

    @Test
    void aTruncatedJob() throws IOException {
        String job = Files.readString(SAMPLES.resolve("io/streamlint/samples/jobs/FraudVelocityJob.java"));
        Path file = Files.writeString(bad.resolve("Truncated.java"),
                job.substring(0, job.length() / 2).replace("FraudVelocityJob", "Truncated"));
        assertReported(file, "cannot parse");
    }

    @Test
    void invalidUtf8() throws IOException {
        byte[] text = ("import org.apache.spark.sql.*;\n// caf\u00e9 in ISO-8859-1\nclass Latin1 { }\n")
                .getBytes(StandardCharsets.ISO_8859_1);
        Path file = Files.write(bad.resolve("Latin1.java"), text);
        assertReported(file, "not valid UTF-8");
    }

    @Test
    void byteOrderMarkAndCrlfGiveTheSamePositions() throws IOException {
        Path crlf = dir.resolve("crlf");
        copyTree(good, crlf);
        try (Stream<Path> files = Files.walk(crlf)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                String text = Files.readString(file).replace("\n", "\r\n");
                Files.writeString(file, "\uFEFF" + text);
            }
        }
        LintResult result = lint(crlf);
        assertEquals(List.of(), result.problems());
        List<String> expected = baseline.stream().map(f -> position(good, f)).toList();
        List<String> actual = result.findings().stream().map(f -> position(crlf, f)).toList();
        assertEquals(expected, actual);
    }

    private static String position(Path root, Finding f) {
        var at = f.location();
        return root.toAbsolutePath().normalize().relativize(at.file()) + ":" + at.line() + ":" + at.column() + "-"
                + at.endLine() + ":" + at.endColumn() + " " + f.ruleId() + " " + f.message();
    }

    @Test
    void aFolderNamedLikeAJavaFile() throws IOException {
        Files.createDirectories(bad.resolve("Folder.java"));
        LintResult result = lint(good, bad);
        assertEquals(baseline, result.findings());
        assertEquals(List.of(), result.problems());
    }

    @Test
    void aNamedPipeIsNeverOpened() throws Exception {
        Path fifo = bad.resolve("Pipe.java");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mkfifo.waitFor() == 0, "mkfifo is not available");
        assertReported(fifo, "not a regular file");
        assertReported(fifo, "not a regular file", fifo);
    }

    @Test
    void symbolicLinkLoops() throws IOException {
        Path loop = Files.createSymbolicLink(bad.resolve("loop"), bad);
        Path self = bad.resolve("Self.java");
        Files.createSymbolicLink(self, self);
        assertReported(loop, "symbolic link loop");
        assertReported(self, "link loop");
    }

    @Test
    void anUnreadableFile() throws Exception {
        Path file = spark("Secret", "");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("---------"));
        if (Files.isReadable(file)) {
            // Root reads every file: the CLI runs as an unprivileged user instead, in a process of its own.
            assertReportedByAnUnprivilegedCli(file, "permission denied");
        } else {
            assertReported(file, "permission denied");
        }
    }

    /**
     * Runs the CLI on the samples and the bad files as the user {@code nobody} (with setpriv, runuser or su, whichever
     * the machine has; skipped, saying so, when it has none): the same findings on the samples as the in-process run
     * without the bad files, and a problem for {@code file}. The class path is linked (or copied) into a folder nobody
     * can read, as root's local Maven repository is not.
     */
    private void assertReportedByAnUnprivilegedCli(Path file, String reason) throws Exception {
        Optional<List<String>> asNobody = UnprivilegedCommand.prefix("nobody");
        assumeTrue(asNobody.isPresent(), "running as root, which reads every file, and neither setpriv, runuser nor su"
                + " is there to run the CLI as the user nobody");
        Path out = Files.createDirectories(dir.resolve("out"));
        String classpath = UnprivilegedCommand.readableClasspath(Files.createDirectories(dir.resolve("classpath")));
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        assumeTrue(UnprivilegedCommand.openToOthers(good, null) && UnprivilegedCommand.openToOthers(bad, file),
                "a folder above " + dir + " is closed to other users");
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path sarif = out.resolve("out.sarif");
        List<String> command = new ArrayList<>(asNobody.get());
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.home=" + out, "-Djava.io.tmpdir=" + out, "-cp", classpath,
                StreamlintCommand.class.getName(), "--source-root", dir.toString(), "--fail-on", "none",
                "--sarif-output", sarif.toString(), good.toString(), bad.toString()));
        Process cli = new ProcessBuilder(command).directory(out.toFile()).redirectErrorStream(true)
                .redirectOutput(out.resolve("console.txt").toFile()).start();
        assertTrue(cli.waitFor(300, TimeUnit.SECONDS), "the CLI did not end within 300 s");
        String console = Files.readString(out.resolve("console.txt"), StandardCharsets.UTF_8);
        assertEquals(0, cli.exitValue(), String.join(" ", command) + "\n" + console);
        JsonNode run = new ObjectMapper().readTree(sarif.toFile()).path("runs").path(0);
        String notifications = run.path("invocations").path(0).path("toolExecutionNotifications").toString();
        assertTrue(notifications.contains(dir.relativize(file).toString()) && notifications.contains(reason),
                "expected a problem '" + reason + "' on " + file + ", got " + notifications + "\n" + console);
        List<String> reported = new ArrayList<>();
        for (JsonNode result : run.path("results")) {
            JsonNode at = result.path("locations").path(0).path("physicalLocation");
            reported.add(at.path("artifactLocation").path("uri").asText() + ":" + at.path("region").path("startLine")
                    .asInt() + " " + result.path("ruleId").asText());
        }
        List<String> expected = baseline.stream().map(f -> dir.toAbsolutePath().normalize()
                .relativize(f.location().file()).toString().replace('\\', '/') + ":" + f.location().line() + " "
                + f.ruleId()).toList();
        assertEquals(expected.stream().sorted().toList(), reported.stream().sorted().toList(),
                "findings on the good files changed");
    }

    @Test
    void theCommandReportsEveryBadFileOnTheConsoleAndInSarif() throws Exception {
        Path chain = spark("LongChain", "Object chain(SparkSession spark) { return spark" + ".range(1)".repeat(DEEP) + "; }");
        Path truncated = Files.writeString(bad.resolve("Cut.java"), "import org.apache.spark.sql.*;\nclass Cut {");
        Path sarif = dir.resolve("out.sarif");
        StringWriter out = new StringWriter();
        int exit = StreamlintCommand.newCommandLine()
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(new StringWriter(), true))
                .execute("--source-root", dir.toString(), "--sarif-output", sarif.toString(), good.toString(), bad.toString());
        assertEquals(1, exit, "the samples hold errors");
        assertTrue(out.toString().contains("bad/LongChain.java") && out.toString().contains("nested"), out.toString());
        assertTrue(out.toString().contains("bad/Cut.java:"), out.toString());
        JsonNode notifications = new ObjectMapper().readTree(sarif.toFile())
                .path("runs").path(0).path("invocations").path(0).path("toolExecutionNotifications");
        String all = notifications.toString();
        assertTrue(all.contains("LongChain.java") && all.contains("Cut.java"), all);
        assertTrue(Files.exists(chain) && Files.exists(truncated));
    }
}
