package io.streamlint.cli;

import io.streamlint.core.engine.Linter;
import io.streamlint.core.testing.SampleHarness;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;

/** The samples/ project is one big sample: what the CLI reports on it must be exactly what its markers say. */
class SamplesProjectTest {

    @Test
    void findingsOnTheSamplesProjectMatchItsMarkers() throws IOException {
        new SampleHarness(Linter.withRulesFrom(getClass().getClassLoader()))
                .check(Path.of("..", "samples", "src", "main", "java"));
    }
}
