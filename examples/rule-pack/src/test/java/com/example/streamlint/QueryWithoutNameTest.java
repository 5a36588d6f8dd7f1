package com.example.streamlint;

import io.streamlint.ruletesting.SampleHarness;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.stream.Stream;

/** Each sample under src/test/resources/ACME001 is linted with the pack's rule; its markers must match exactly. */
class QueryWithoutNameTest {

    private final SampleHarness harness = SampleHarness.forRules(new QueryWithoutName());

    @TestFactory
    Stream<DynamicTest> samples() {
        return harness.testsFor(Path.of("src/test/resources/ACME001"));
    }
}
