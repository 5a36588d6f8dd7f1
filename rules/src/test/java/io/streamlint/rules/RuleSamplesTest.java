package io.streamlint.rules;

import io.streamlint.core.engine.Linter;
import io.streamlint.ruletesting.SampleHarness;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * Every sample under src/test/resources/&lt;rule id&gt;/ is linted with all rules and checked against its markers.
 * The samples of each factory are linted concurrently (each lint is independent; the linter is thread-safe, as the
 * Maven plugin's {@code -T} builds need). The second pass has the module's test class path for the symbol solver,
 * whose jars' types are read once for all samples (ClassPathTypes).
 */
class RuleSamplesTest {

    private static final Path SAMPLES = Path.of("src/test/resources");

    private final Linter linter = Linter.withRulesFrom(getClass().getClassLoader());
    private final SampleHarness harness = new SampleHarness(linter);

    @TestFactory
    @Execution(ExecutionMode.CONCURRENT)
    Stream<DynamicContainer> samplesOfEveryRule() {
        return linter.rules().stream().map(rule -> DynamicContainer.dynamicContainer(rule.id(),
                harness.testsFor(SAMPLES.resolve(rule.id()))));
    }

    /** The same verdicts with Spark's jars (this module's test class path) for the symbol solver. */
    @TestFactory
    @Execution(ExecutionMode.CONCURRENT)
    Stream<DynamicContainer> samplesOfEveryRuleWithSparkOnTheClassPath() {
        List<Path> classpath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(Path::of).toList();
        SampleHarness typed = new SampleHarness(linter, classpath);
        return linter.rules().stream().map(rule -> DynamicContainer.dynamicContainer(rule.id(),
                typed.testsFor(SAMPLES.resolve(rule.id()))));
    }
}
