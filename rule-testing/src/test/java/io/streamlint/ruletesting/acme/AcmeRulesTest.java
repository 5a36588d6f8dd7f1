package io.streamlint.ruletesting.acme;

import io.streamlint.ruletesting.SampleHarness;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.stream.Stream;

/** docs/rule-testing.md's example: a team's rule tested with its samples. */
class AcmeRulesTest {
    private final SampleHarness harness = SampleHarness.forRules(new KafkaGroupIdFixed());

    @TestFactory
    Stream<DynamicTest> samples() {
        return harness.testsFor(Path.of("src/test/resources/ACME001"));
    }
}
