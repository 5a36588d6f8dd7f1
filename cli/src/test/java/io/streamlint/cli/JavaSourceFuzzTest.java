package io.streamlint.cli;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.streamlint.core.testkit.FuzzInputs;
import io.streamlint.core.api.Problem;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Coverage-guided fuzzing of the Java source reader (Jazzer): one file of at most {@value #MAX_BYTES} bytes is
 * linted, as the CLI lints, with every rule. Whatever it holds, the run returns, within the per-input timeout,
 * and no problem is an internal error (a rule that threw, a call the analysis failed on, a parser that threw): a
 * file may only be reported as unreadable, unparsable, too deep or over a budget. Regression inputs (seeds and
 * every crash found) are in {@code src/test/resources/io/streamlint/cli/JavaSourceFuzzTestInputs/lintsOrReports/}.
 */
class JavaSourceFuzzTest {

    static final int MAX_BYTES = 4096;
    private static final Linter LINTER = Linter.withRulesFrom(JavaSourceFuzzTest.class.getClassLoader());
    /**
     * The problems that are the engine catching its own failure (see Linter, JavaSourceFrontend, SourceSet), by how
     * their message starts: a parse error quotes the source, which may hold these words anywhere.
     */
    private static final Pattern INTERNAL = Pattern.compile("^(rule \\S+ failed here: |could not analyse |the parser failed \\()");

    private static final FuzzInputs INPUTS = new FuzzInputs(Duration.ofSeconds(60));

    @FuzzTest(maxDuration = "10s")
    void lintsOrReports(byte[] data) throws Throwable {
        INPUTS.run(() -> {
            if (data.length > MAX_BYTES) {
                return;
            }
            Path dir = Files.createTempDirectory("fuzz");
            Path file = dir.resolve("Job.java");
            try {
                Files.write(file, data);
                LintResult result = LINTER.run(LintRequest.of(dir, List.of(file)));
                List<Problem> internal = result.problems().stream().filter(p -> INTERNAL.matcher(p.message()).lookingAt()).toList();
                assertTrue(internal.isEmpty(), () -> "internal errors: " + internal);
            } finally {
                Files.deleteIfExists(file);
                Files.deleteIfExists(dir);
            }
        });
    }
}
