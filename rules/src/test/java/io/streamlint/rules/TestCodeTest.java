package io.streamlint.rules;

import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import io.streamlint.core.engine.Suppressed;
import io.streamlint.ruletesting.SampleHarness;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Test code is judged as test code: the samples under src/test/resources/test-code/ (project layouts, test classes,
 * look-alikes) are checked against their markers, and what they do not mark is left out as test code, not missed.
 */
class TestCodeTest {

    private static final Path SAMPLES = Path.of("src/test/resources/test-code");
    private static final Path MAVEN_LAYOUT = SAMPLES.resolve("maven-layout");

    private final Linter linter = Linter.withRulesFrom(getClass().getClassLoader());
    private final SampleHarness harness = new SampleHarness(linter);

    @TestFactory
    Stream<DynamicTest> testCodeSamples() {
        return harness.testsFor(SAMPLES);
    }

    @Test
    void theProductionOnlyFindingsOfTestCodeAreLeftOutWithTheirReason() throws Exception {
        LintResult result = harness.check(MAVEN_LAYOUT);

        String folder = "under the test source folder src/test/java";
        assertEquals(List.of(
                        "SS002 OrdersSyncTest.java:36 " + folder,
                        "SS002 OrdersSyncTest.java:59 " + folder,
                        "SS004 OrdersSyncTest.java:49 " + folder,
                        "SS038 OrdersSyncTest.java:48 " + folder,
                        "SS042 StreamingFixtures.java:20 " + folder,
                        "SS046 StreamingFixtures.java:26 " + folder),
                leftOut(result, Suppressed.Kind.TEST_CODE));
    }

    @Test
    void aTestSourceSetOfGradleATestClassNameAndAJUnitAnnotationEachMakeTestCode() throws Exception {
        assertEquals(List.of(
                        "SS002 PageViewsFixture.java:18 under the test source folder src/testFixtures/java",
                        "SS043 PageViewsFixture.java:26 under the test source folder src/testFixtures/java"),
                leftOut(harness.check(SAMPLES.resolve("gradle-layout")), Suppressed.Kind.TEST_CODE));
        // (the first query's source, read from the latest offsets on a checkpoint new every run, never has a backlog)
        assertEquals(List.of(
                        "SS002 testng-integration-test-class.java:35 the test class ClickCountsIT",
                        "SS046 testng-integration-test-class.java:29 the test class ClickCountsIT"),
                leftOut(harness.check(SAMPLES.resolve("testng-integration-test-class.java")), Suppressed.Kind.TEST_CODE));
        assertEquals(List.of("SS004 junit4-test-named-like-a-check.java:28 the test annotation @Test"),
                leftOut(harness.check(SAMPLES.resolve("junit4-test-named-like-a-check.java")), Suppressed.Kind.TEST_CODE));
    }

    @Test
    void filesUnderTheBuildsTestRootsAreTestCodeWhateverTheirLayout() {
        Path mainRoot = MAVEN_LAYOUT.resolve("src/main/java");
        LintResult result = linter.run(LintRequest.of(MAVEN_LAYOUT, List.of(mainRoot)).withTestRoots(List.of(mainRoot)));

        assertEquals(List.of(), result.findings());
        String root = "under a test root of the build";
        assertEquals(List.of(
                        "SS002 OrdersSync.java:15 " + root,
                        "SS004 OrdersSync.java:28 " + root,
                        "SS038 OrdersSync.java:27 " + root),
                leftOut(result, Suppressed.Kind.TEST_CODE));
    }

    @Test
    void searchingWithoutTestFoldersLeavesThemOut() {
        LintResult result = linter.run(LintRequest.of(MAVEN_LAYOUT, List.of(MAVEN_LAYOUT)).withSkipTestFolders(true));

        assertEquals(1, result.filesScanned());
        assertEquals(List.of("SS002", "SS038", "SS004"), result.findings().stream().map(f -> f.ruleId()).toList());
        assertEquals(List.of(), result.suppressed());
    }

    /** "rule file:line reason" of each finding left out for {@code kind}, in order. */
    private static List<String> leftOut(LintResult result, Suppressed.Kind kind) {
        return result.suppressed().stream()
                .filter(s -> s.kind() == kind)
                .map(s -> s.finding().ruleId() + " " + s.finding().location().file().getFileName() + ":"
                        + s.finding().location().line() + " "
                        + s.justification().replace("production-only rule, not reported in test code: ", ""))
                .sorted()
                .toList();
    }
}
