package io.streamlint.core.testing;

import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import org.junit.jupiter.api.DynamicTest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * The sample is the test: each sample (a {@code .java} file, or a folder of files linted together) is linted
 * with all rules and its findings must match its {@code // expect:} markers exactly: every marker found (with
 * every message fragment it quotes), nothing unmarked reported, every mismatch listed at once. Problems
 * (unparsable files) fail too.
 */
public final class SampleHarness {

    private final Linter linter;
    private final UnaryOperator<LintRequest> configure;

    public SampleHarness(Linter linter) {
        this(linter, UnaryOperator.identity());
    }

    /** Lints with {@code classpath} for type resolution, as the Maven plugin does with a project's class path. */
    public SampleHarness(Linter linter, List<Path> classpath) {
        this(linter, request -> request.withClasspath(classpath));
    }

    /** Lints with the request {@code configure} makes of the default one (a target Spark version, ...). */
    public SampleHarness(Linter linter, UnaryOperator<LintRequest> configure) {
        this.linter = linter;
        this.configure = configure;
    }

    /** One dynamic test per entry of {@code folder} whose name ends in .java or is a folder. */
    public Stream<DynamicTest> testsFor(Path folder) {
        try (Stream<Path> entries = Files.list(folder)) {
            List<Path> samples = entries
                    .filter(p -> Files.isDirectory(p) || p.toString().endsWith(".java"))
                    .sorted()
                    .toList();
            if (samples.isEmpty()) {
                fail("no samples in " + folder);
            }
            return samples.stream().map(s -> DynamicTest.dynamicTest(s.getFileName().toString(), s.toUri(),
                    () -> check(s)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Lints {@code sample} and fails with every difference between findings and markers. */
    public LintResult check(Path sample) throws IOException {
        Path root = Files.isDirectory(sample) ? sample : sample.getParent();
        LintResult result = linter.run(configure.apply(LintRequest.of(root, List.of(sample))));
        List<Expectations.Expected> expected = new ArrayList<>();
        boolean noQuery = false;
        for (Path file : javaFiles(sample)) {
            expected.addAll(Expectations.read(file));
            noQuery |= Expectations.expectsNoQuery(file);
        }
        List<String> errors = new ArrayList<>();
        result.problems().forEach(p -> errors.add("problem: " + p.file().getFileName() + ":" + p.line() + " " + p.message()));
        int modelled = result.queries() + result.sources();
        if (noQuery && result.queries() > 0) {
            errors.add("marked 'no streaming query' but " + result.queries() + " were modelled");
        } else if (!noQuery && modelled == 0) {
            errors.add("neither a streaming query nor a streaming source was modelled (mark the sample "
                    + "'// expect: no streaming query' if none is meant)");
        }
        errors.addAll(MarkerMatching.mismatches(expected, result.findings()));
        if (!errors.isEmpty()) {
            Collections.sort(errors);
            fail(sample.getFileName() + ":\n  " + String.join("\n  ", errors));
        }
        return result;
    }

    private static List<Path> javaFiles(Path sample) throws IOException {
        if (!Files.isDirectory(sample)) {
            return List.of(sample);
        }
        try (Stream<Path> walk = Files.walk(sample)) {
            return walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
    }
}
