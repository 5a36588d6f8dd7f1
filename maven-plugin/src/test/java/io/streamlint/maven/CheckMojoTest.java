package io.streamlint.maven;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.SparkVersion;

import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class CheckMojoTest {

    @Test
    void thresholdParsesSeveritiesAndNone() throws Exception {
        assertEquals(Severity.ERROR, ParameterValues.parseThreshold("error"));
        assertEquals(Severity.WARNING, ParameterValues.parseThreshold(" Warning "));
        assertEquals(Severity.NOTE, ParameterValues.parseThreshold("note"));
        assertNull(ParameterValues.parseThreshold("none"));
        assertThrows(MojoExecutionException.class, () -> ParameterValues.parseThreshold("fatal"));
    }

    @Test
    void releaseFallsBackTo17() throws Exception {
        assertEquals(17, ParameterValues.parseRelease(null));
        assertEquals(17, ParameterValues.parseRelease("${maven.compiler.release}"));
        assertEquals(11, ParameterValues.parseRelease("11"));
        assertEquals(8, ParameterValues.parseRelease("1.8"));
        assertThrows(MojoExecutionException.class, () -> ParameterValues.parseRelease("seventeen"));
    }

    @Test
    void sparkVersionIsALineOrARelease() throws Exception {
        assertEquals(SparkVersion.V3_5, ParameterValues.parseSparkVersion("3.5"));
        assertEquals(SparkVersion.V4_1, ParameterValues.parseSparkVersion("4.1.1"));
        MojoExecutionException e = assertThrows(MojoExecutionException.class, () -> ParameterValues.parseSparkVersion("3.4"));
        assertTrue(e.getMessage().contains("supported: 3.5, 4.0, 4.1"), e.getMessage());
    }

    @Test
    void failureCountsOnlyAtOrAboveTheThreshold() {
        Path root = Path.of("/repo");
        SourceLocation at = new SourceLocation(root.resolve("src/Job.java"), 3, 5, 3, 20);
        LintResult result = new LintResult(root, List.of(), List.of(
                new Finding("SS003", Severity.ERROR, "a", at),
                new Finding("SS004", Severity.ERROR, "b", at),
                new Finding("SS007", Severity.WARNING, "c", at)), List.of(), 4, 1, 1, 1);

        assertEquals("2 errors", ResultLog.counts(result, Severity.ERROR));
        assertEquals("2 errors and 1 warning", ResultLog.counts(result, Severity.NOTE));
    }

    @Test
    void pathsAreShownRelativeToTheRoot() {
        assertEquals("src/Job.java", ResultLog.display(Path.of("/repo"), Path.of("/repo/src/Job.java")));
        assertEquals("../elsewhere/Job.java", ResultLog.display(Path.of("/repo"), Path.of("/elsewhere/Job.java")));
    }

    @Test
    void linksToFilesOutsideTheRootsAreLeftOutAndEachRealFileIsListedOnce(@TempDir Path dir) throws IOException {
        Path root = Files.createDirectories(dir.toRealPath().resolve("src/main/java"));
        Path job = Files.writeString(root.resolve("Job.java"), "class Job {}");
        Path secret = Files.writeString(dir.resolve("Secret.java"), "class Secret {}");
        Path out = root.resolve("Out\nEvil.java");
        Path alias = root.resolve("Alias.java");
        try {
            Files.createSymbolicLink(out, secret);
            Files.createSymbolicLink(alias, job);
        } catch (UnsupportedOperationException | IOException e) {
            assumeTrue(false, "no symbolic links here: " + e);
        }
        List<String> warnings = new ArrayList<>();

        assertEquals(List.of(job), SourceFiles.withinRoots(Set.of(job, alias, out), List.of(root), warnings::add));
        assertEquals(1, warnings.size(), warnings.toString());
        assertTrue(warnings.get(0).endsWith("Out\nEvil.java: symbolic link to a file outside the source roots; not followed"),
                warnings.toString());
    }

    @Test
    void everyLineOfThePluginsLogIsEscaped() {
        List<String> lines = new ArrayList<>();
        org.apache.maven.plugin.logging.Log capture = (org.apache.maven.plugin.logging.Log) java.lang.reflect.Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {org.apache.maven.plugin.logging.Log.class},
                (proxy, method, args) -> {
                    if (method.getName().startsWith("is")) {
                        return true;
                    }
                    lines.add(method.getName() + " " + args[0]);
                    return null;
                });
        PrintableLog log = new PrintableLog(capture);
        log.warn("Streamlint: x.java\nEvil.java:1:1: error: forged [SS001]");
        log.error("key '\u001b[31mSS002\u202e'");
        log.info("plain");
        log.debug("caught", new IllegalStateException("bad\r\nEvil.java:2:2: error: forged"));

        assertEquals("warn Streamlint: x.java\\u000aEvil.java:1:1: error: forged [SS001]", lines.get(0));
        assertEquals("error key '\\u001b[31mSS002\\u202e'", lines.get(1));
        assertEquals("info plain", lines.get(2));
        assertTrue(lines.get(3).startsWith("debug caught\njava.lang.IllegalStateException: bad\\u000d\\u000aEvil.java:2:2"),
                lines.get(3));
        assertTrue(String.join("\n", lines).lines().noneMatch(line -> line.startsWith("Evil.java")), lines.toString());
    }
}
