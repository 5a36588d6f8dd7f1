package io.streamlint.testing;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The README's example of the testing module is this module's OrdersPipelineTest, as it is. */
class ReadmeExampleTest {

    @Test
    void readmeShowsTheTestedExample() throws IOException {
        String readme = Files.readString(Path.of("../README.md"), StandardCharsets.UTF_8);
        String example = Files.readString(Path.of("src/test/java/io/streamlint/testing/OrdersPipelineTest.java"),
                StandardCharsets.UTF_8);
        String body = example.substring(example.indexOf("import "));
        assertTrue(readme.contains(body), "README.md shows testing/src/test/java/.../OrdersPipelineTest.java from its "
                + "imports on, unchanged");
    }
}
