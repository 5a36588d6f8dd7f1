package io.streamlint.cli;

import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import io.streamlint.core.report.SarifReport;
import io.streamlint.core.report.TextReport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Files are read and parsed on one thread per core: the output is the same bytes whatever the thread count. */
class ThreadCountTest {

    private static final Linter LINTER = Linter.withRulesFrom(ThreadCountTest.class.getClassLoader());

    @TempDir
    Path dir;

    @Test
    void oneThreadAndManyThreadsPrintTheSameBytes() throws IOException {
        // The samples project and the first rules' samples (each in its own folder: their class names repeat).
        HostileInputTest.copyTree(HostileInputTest.SAMPLES, dir.resolve("samples"));
        Path ruleSamples = Path.of("..", "rules", "src", "test", "resources");
        try (Stream<Path> rules = Files.list(ruleSamples)) {
            for (Path rule : rules.filter(p -> p.getFileName().toString().matches("SS00\\d")).toList()) {
                HostileInputTest.copyTree(rule, dir.resolve(rule.getFileName().toString()));
            }
        }
        LintResult one = runWith(1);
        LintResult many = runWith(4);
        assertTrue(one.findings().size() > 50, "findings: " + one.findings().size());
        assertEquals(TextReport.render(one), TextReport.render(many));
        assertEquals(SarifReport.render(one), SarifReport.render(many));
    }

    private LintResult runWith(int threads) {
        String before = System.getProperty("streamlint.threads");
        System.setProperty("streamlint.threads", Integer.toString(threads));
        try {
            return LINTER.run(LintRequest.of(dir, List.of(dir)));
        } finally {
            if (before == null) {
                System.clearProperty("streamlint.threads");
            } else {
                System.setProperty("streamlint.threads", before);
            }
        }
    }
}
