package io.streamlint.rules;

import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Unicode escapes are read as javac reads them (JLS 3.3) before the analysis: a job written with {@code \\u0022} for
 * its quotes and {@code \\u002e} for its dots gets the findings of the plain job, at the positions of the raw text.
 */
class UnicodeEscapesTest {

    private static final Path SAMPLES = Path.of("src/test/resources/SS002");
    private final Linter linter = Linter.withRulesFrom(getClass().getClassLoader());

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> aSampleWrittenWithEscapesGetsTheSameFindings() throws IOException {
        List<Path> samples;
        try (Stream<Path> list = Files.list(SAMPLES)) {
            samples = list.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        return samples.stream().map(sample -> DynamicTest.dynamicTest(sample.getFileName().toString(), () -> {
            String plain = Files.readString(sample);
            Path plainFile = Files.writeString(Files.createDirectories(dir.resolve("plain")).resolve("Job.java"), plain);
            Path escapedFile = Files.writeString(Files.createDirectories(dir.resolve("escaped")).resolve("Job.java"),
                    escaped(plain));
            List<String> expected = describe(lint(plainFile));
            if (sample.getFileName().toString().startsWith("bad-")) {
                assertFalse(expected.isEmpty(), sample + " has findings");
            }
            assertEquals(expected, describe(lint(escapedFile)));
        }));
    }

    /** Every quote (not after a backslash) as {@code \\u0022} and every dot as {@code \\uu002e}. */
    static String escaped(String code) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '"' && (i == 0 || code.charAt(i - 1) != '\\')) {
                out.append("\\u0022");
            } else if (c == '.') {
                out.append("\\uu002e");
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private LintResult lint(Path file) {
        LintResult result = linter.run(LintRequest.of(file.getParent(), List.of(file)));
        assertEquals(List.of(), result.problems());
        return result;
    }

    /** Rule, line and message: columns move with the escapes before them. */
    private static List<String> describe(LintResult result) {
        return result.findings().stream().map(f -> f.ruleId() + " " + f.location().line() + " " + f.message()).toList();
    }

    @Test
    void positionsPointIntoTheRawText() throws IOException {
        String plain = Files.readString(SAMPLES.resolve("bad-no-rate-limit.java"));
        Path plainFile = Files.writeString(Files.createDirectories(dir.resolve("plain")).resolve("Job.java"), plain);
        assertEquals(List.of("SS002 16:18-16:32"), positions(lint(plainFile)));

        // A line break written as an escape on line 15 is no new line in the raw text, and the escapes before the
        // call on line 16 move its columns: "                \uu002eformat(\u0022kafka\u0022)".
        String escaped = escaped(plain).replace("        Dataset<Row> audit", "        /*\\u000a*/ Dataset<Row> audit");
        assertTrue(escaped.lines().toList().get(15).startsWith("                \\uu002eformat(\\u0022kafka\\u0022) //"));
        Path escapedFile = Files.writeString(Files.createDirectories(dir.resolve("escaped")).resolve("Job.java"), escaped);
        assertEquals(List.of("SS002 16:24-16:48"), positions(lint(escapedFile)));
    }

    private static List<String> positions(LintResult result) {
        return result.findings().stream().map(f -> f.ruleId() + " " + f.location().line() + ":" + f.location().column()
                + "-" + f.location().endLine() + ":" + f.location().endColumn()).toList();
    }
}
