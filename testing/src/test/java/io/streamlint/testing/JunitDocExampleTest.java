package io.streamlint.testing;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The example of this module in docs/junit.md is this module's OrdersPipelineTest, as it is. */
class JunitDocExampleTest {

    @Test
    void docsShowTheTestedExample() throws IOException {
        String page = Files.readString(Path.of("../docs/junit.md"), StandardCharsets.UTF_8);
        String example = Files.readString(Path.of("src/test/java/io/streamlint/testing/OrdersPipelineTest.java"),
                StandardCharsets.UTF_8);
        String body = example.substring(example.indexOf("import "));
        assertTrue(page.contains("```java\n" + body + "```\n"), "docs/junit.md shows "
                + "testing/src/test/java/.../OrdersPipelineTest.java from its imports on, unchanged, in a java code block");
    }
}
