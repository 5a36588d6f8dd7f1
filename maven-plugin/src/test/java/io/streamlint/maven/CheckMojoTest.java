package io.streamlint.maven;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceLocation;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.model.SparkVersion;

import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CheckMojoTest {

    @Test
    void thresholdParsesSeveritiesAndNone() throws Exception {
        assertEquals(Severity.ERROR, CheckMojo.parseThreshold("error"));
        assertEquals(Severity.WARNING, CheckMojo.parseThreshold(" Warning "));
        assertEquals(Severity.NOTE, CheckMojo.parseThreshold("note"));
        assertNull(CheckMojo.parseThreshold("none"));
        assertThrows(MojoExecutionException.class, () -> CheckMojo.parseThreshold("fatal"));
    }

    @Test
    void releaseFallsBackTo17() throws Exception {
        assertEquals(17, CheckMojo.parseRelease(null));
        assertEquals(17, CheckMojo.parseRelease("${maven.compiler.release}"));
        assertEquals(11, CheckMojo.parseRelease("11"));
        assertEquals(8, CheckMojo.parseRelease("1.8"));
        assertThrows(MojoExecutionException.class, () -> CheckMojo.parseRelease("seventeen"));
    }

    @Test
    void sparkVersionIsALineOrARelease() throws Exception {
        assertEquals(SparkVersion.V3_5, CheckMojo.parseSparkVersion("3.5"));
        assertEquals(SparkVersion.V4_1, CheckMojo.parseSparkVersion("4.1.1"));
        MojoExecutionException e = assertThrows(MojoExecutionException.class, () -> CheckMojo.parseSparkVersion("3.4"));
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

        assertEquals("2 errors", CheckMojo.counts(result, Severity.ERROR));
        assertEquals("2 errors and 1 warning", CheckMojo.counts(result, Severity.NOTE));
    }

    @Test
    void pathsAreShownRelativeToTheRoot() {
        assertEquals("src/Job.java", CheckMojo.display(Path.of("/repo"), Path.of("/repo/src/Job.java")));
        assertEquals("../elsewhere/Job.java", CheckMojo.display(Path.of("/repo"), Path.of("/elsewhere/Job.java")));
    }
}
