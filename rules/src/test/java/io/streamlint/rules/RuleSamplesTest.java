package io.streamlint.rules;

import io.streamlint.core.engine.Linter;
import io.streamlint.core.testing.SampleHarness;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.stream.Stream;

/** Every sample under src/test/resources/&lt;rule id&gt;/ is linted with all rules and checked against its markers. */
class RuleSamplesTest {

    private static final Path SAMPLES = Path.of("src/test/resources");

    private final Linter linter = Linter.withRulesFrom(getClass().getClassLoader());
    private final SampleHarness harness = new SampleHarness(linter);

    @TestFactory
    Stream<DynamicContainer> samplesOfEveryRule() {
        return linter.rules().stream().map(rule -> DynamicContainer.dynamicContainer(rule.id(),
                harness.testsFor(SAMPLES.resolve(rule.id()))));
    }
}
