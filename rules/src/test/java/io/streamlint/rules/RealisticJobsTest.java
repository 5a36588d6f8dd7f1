package io.streamlint.rules;

import io.streamlint.core.engine.Linter;
import io.streamlint.ruletesting.SampleHarness;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * Jobs written in the styles of public Java Spark projects (options through constants, maps and loops, builder
 * and configuration classes, jobs split over several classes, foreachBatch writers): each file, or each folder
 * as one project, is linted with every rule and checked against its {@code // expect:} markers.
 */
class RealisticJobsTest {

    @TestFactory
    Stream<DynamicTest> realisticJobs() {
        return new SampleHarness(Linter.withRulesFrom(getClass().getClassLoader()))
                .testsFor(Path.of("src/test/resources/realistic"));
    }
}
