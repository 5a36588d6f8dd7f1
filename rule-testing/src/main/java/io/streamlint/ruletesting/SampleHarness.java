package io.streamlint.ruletesting;

import io.streamlint.core.api.Rule;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.Severity;
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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * The sample is the test: each sample (a {@code .java} file, or a folder of files linted together) is linted
 * with the linter's rules and its findings must match its {@code // expect:} markers ({@link Expectations}) exactly:
 * every marker found (with the severity it expects and every message fragment it quotes), nothing unmarked reported,
 * every mismatch listed at once. Problems (unparsable files) fail too.
 *
 * <p>Severity: a marker that gives one ({@code // expect: SS019 [warning]}) is fulfilled only by a finding of that
 * severity; a marker that gives none, by a finding of its rule's default severity ({@link RuleDescriptor#defaultSeverity()},
 * from the rule's {@code @RuleInfo}), so that a rule reporting at another severity than its catalogue entry says fails
 * its samples. {@link #withSeverityOnlyWhereMarked()} checks only the severities markers give.
 *
 * <pre>{@code
 * class AcmeRulesTest {
 *     private final SampleHarness harness = SampleHarness.forRules(new KafkaGroupIdFixed());
 *
 *     @TestFactory
 *     Stream<DynamicTest> samples() {
 *         return harness.testsFor(Path.of("src/test/resources/ACME001"));
 *     }
 * }
 * }</pre>
 */
public final class SampleHarness {

    private final Linter linter;
    private final UnaryOperator<LintRequest> configure;
    private final Map<String, Severity> defaults;

    public SampleHarness(Linter linter) {
        this(linter, UnaryOperator.identity());
    }

    /** A harness that lints with exactly {@code rules} (and the linter's own notes, such as unused suppressions). */
    public static SampleHarness forRules(Rule... rules) {
        return forRules(List.of(rules));
    }

    /** A harness that lints with exactly {@code rules} (and the linter's own notes, such as unused suppressions). */
    public static SampleHarness forRules(List<? extends Rule> rules) {
        return new SampleHarness(new Linter(List.copyOf(rules)));
    }

    /** Lints with {@code classpath} for type resolution, as the Maven plugin does with a project's class path. */
    public SampleHarness(Linter linter, List<Path> classpath) {
        this(linter, request -> request.withClasspath(classpath));
    }

    /** Lints with the request {@code configure} makes of the default one (a target Spark version, ...). */
    public SampleHarness(Linter linter, UnaryOperator<LintRequest> configure) {
        this(linter, configure, defaultSeverities(linter));
    }

    private SampleHarness(Linter linter, UnaryOperator<LintRequest> configure, Map<String, Severity> defaults) {
        this.linter = linter;
        this.configure = configure;
        this.defaults = defaults;
    }

    /**
     * This harness checking only the severities markers give: a marker without one is fulfilled by a finding of any
     * severity (for markers written by a generator that does not carry severities).
     */
    public SampleHarness withSeverityOnlyWhereMarked() {
        return new SampleHarness(linter, configure, Map.of());
    }

    private static Map<String, Severity> defaultSeverities(Linter linter) {
        Map<String, Severity> defaults = new HashMap<>();
        linter.rules().forEach(r -> defaults.put(r.id(), r.defaultSeverity()));
        Linter.toolRules().forEach(r -> defaults.put(r.id(), r.defaultSeverity()));
        return Map.copyOf(defaults);
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
        Path folder = sample.getParent();
        Path root = Files.isDirectory(sample) ? sample : folder != null ? folder : Path.of(""); // "Job.java": here
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
        errors.addAll(MarkerMatching.mismatches(expected, result.findings(),
                id -> Optional.ofNullable(defaults.get(id))));
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
