package io.streamlint.rules;

import io.streamlint.core.api.Finding;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Adding files never removes a finding unless their code changes what the job does: each realistic job (a file or a
 * project folder) gets the same findings linted alone as linted beside every other realistic job, as a repository
 * holding several unrelated projects is linted whole.
 */
class UnrelatedFilesTest {

    private static final Path JOBS = Path.of("src/test/resources/realistic");
    private final Linter linter = Linter.withRulesFrom(getClass().getClassLoader());

    @TestFactory
    Stream<DynamicTest> findingsOfAJobDoNotDependOnItsNeighbours() throws IOException {
        List<Path> jobs;
        try (Stream<Path> list = Files.list(JOBS)) {
            jobs = list.filter(p -> Files.isDirectory(p) || p.toString().endsWith(".java")).sorted().toList();
        }
        LintResult together = linter.run(LintRequest.of(JOBS, jobs));
        return jobs.stream().map(job -> DynamicTest.dynamicTest(job.getFileName().toString(), () -> {
            Path root = Files.isDirectory(job) ? job : job.getParent();
            List<String> alone = lines(linter.run(LintRequest.of(root, List.of(job))), job);
            assertFalse(alone.isEmpty(), "every realistic job has findings that neighbours could remove: " + job);
            assertEquals(alone, lines(together, job));
        }));
    }

    /** The findings in the files of {@code job}, as text, in report order. */
    private static List<String> lines(LintResult result, Path job) {
        Path absolute = job.toAbsolutePath().normalize();
        return result.findings().stream()
                .filter(f -> f.location().file().toAbsolutePath().normalize().startsWith(absolute))
                .map(UnrelatedFilesTest::describe).toList();
    }

    private static String describe(Finding f) {
        return f.ruleId() + " " + f.location().file().getFileName() + ":" + f.location().line() + ":"
                + f.location().column() + " " + f.message();
    }
}
