package io.streamlint.cli;

import io.streamlint.core.engine.Linter;
import io.streamlint.ruletesting.SampleHarness;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The samples/ project is one big sample: what the CLI reports on it must be exactly what its markers say. */
class SamplesProjectTest {

    private static final Path SAMPLES = Path.of("..", "samples", "src", "main", "java");

    @Test
    void findingsOnTheSamplesProjectMatchItsMarkers() throws IOException {
        new SampleHarness(Linter.withRulesFrom(getClass().getClassLoader())).check(SAMPLES);
    }

    @Test
    void twoRunsWriteTheSameBytes(@TempDir Path dir) throws IOException {
        String first = run(dir, "1");
        String second = run(dir, "2");
        assertEquals(first, second);
        assertArrayEquals(Files.readAllBytes(dir.resolve("1.sarif")), Files.readAllBytes(dir.resolve("2.sarif")));
    }

    /** Runs the CLI with text on stdout and SARIF to {@code <name>.sarif}; returns stdout. */
    private static String run(Path dir, String name) {
        StringWriter out = new StringWriter();
        int exit = StreamlintCommand.newCommandLine()
                .setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(new StringWriter(), true))
                .execute("--sarif-output", dir.resolve(name + ".sarif").toString(), SAMPLES.toString());
        assertEquals(1, exit, "the samples hold errors");
        return out.toString();
    }
}
