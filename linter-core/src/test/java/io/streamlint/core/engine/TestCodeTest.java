package io.streamlint.core.engine;

import io.streamlint.core.input.InputFiles;
import io.streamlint.core.input.TestFolders;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What is test code: by the build's test roots, by layout, else as the frontend says; and what a search skips. */
class TestCodeTest {

    private static final Path REPO = Path.of("/repo").toAbsolutePath();
    private static final String PLAIN_CLASS = "package demo; class Job { }";
    /** What a frontend says of a file that declares no test code. */
    private static final Function<Path, Optional<String>> NOTHING_DECLARED = file -> Optional.empty();

    private final TestCode testCode = new TestCode(List.of());

    @TempDir
    Path dir;

    private Optional<String> reason(String relative) {
        return testCode.reason(REPO.resolve(relative), NOTHING_DECLARED);
    }

    @ParameterizedTest
    @ValueSource(strings = {"test", "tests", "it", "testFixtures", "test-integration", "integrationTest", "intTest",
            "functionalTest", "systemIT", "integration-test", "e2e_tests", "acceptance-it"})
    void sourceSetsOfMavenAndGradleTestsAreTestSourceFolders(String sourceSet) {
        assertEquals(Optional.of("under the test source folder src/" + sourceSet + "/java"),
                reason("orders/src/" + sourceSet + "/java/demo/Job.java"));
        assertTrue(TestFolders.isTestSourceFolder(REPO.resolve("orders/src/" + sourceSet + "/java")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"main", "jmh", "latest", "contest", "testdata", "generated"})
    void otherSourceSetsAreNot(String sourceSet) {
        assertEquals(Optional.empty(), reason("orders/src/" + sourceSet + "/java/demo/Job.java"));
        assertFalse(TestFolders.isTestSourceFolder(REPO.resolve("orders/src/" + sourceSet + "/java")));
    }

    @Test
    void javaFilesKeptAsTestResourcesAreJudgedAsTheCodeTheyStandFor() {
        assertEquals(Optional.empty(), reason("rules/src/test/resources/SS004/bad-job.java"));
        assertFalse(TestFolders.isTestSourceFolder(REPO.resolve("rules/src/test")));
    }

    @Test
    void aFileUnderATestRootOfTheBuildIsTestCodeWhateverItsLayout() {
        TestCode withRoots = new TestCode(List.of(REPO.resolve("orders/acceptance")));
        assertEquals(Optional.of("under a test root of the build"),
                withRoots.reason(REPO.resolve("orders/acceptance/demo/Job.java"), NOTHING_DECLARED));
        assertEquals(Optional.empty(),
                withRoots.reason(REPO.resolve("orders/acceptance-jobs/demo/Job.java"), NOTHING_DECLARED));
    }

    @Test
    void aFileIsJudgedByWhatItDeclaresOnlyWhenItsPlaceDoesNotTell() {
        Function<Path, Optional<String>> testClass = file -> Optional.of("the test class JobTest");
        assertEquals(Optional.of("under the test source folder src/test/java"),
                testCode.reason(REPO.resolve("src/test/java/JobTest.java"), testClass));
        assertEquals(Optional.of("the test class JobTest"),
                testCode.reason(REPO.resolve("src/main/java/JobTest.java"), testClass));
        assertEquals(Optional.empty(),
                testCode.reason(REPO.resolve("src/main/java/BrokenTest.java"), NOTHING_DECLARED));
    }

    @Test
    void aSearchSkipsTheTestSourceFoldersBelowTheFolderItSearchesUnlessTestsAreIncluded() throws IOException {
        Path project = dir.resolve("orders");
        Path job = write(project.resolve("src/main/java/demo/Job.java"));
        Path test = write(project.resolve("src/test/java/demo/JobTest.java"));
        Path it = write(project.resolve("src/integrationTest/java/demo/JobScenario.java"));
        Path data = write(project.resolve("src/test/resources/samples/Sample.java"));

        assertEquals(List.of(it, job, test, data), files(project, false));
        assertEquals(List.of(job, data), files(project, true));
        assertEquals(List.of(job, data), files(project.resolve("src"), true));
    }

    @Test
    void aSearchOfATestSourceFolderOrOfAFolderInItListsItsFiles() throws IOException {
        Path project = dir.resolve("orders");
        Path test = write(project.resolve("src/test/java/demo/JobTest.java"));
        Path data = write(project.resolve("src/test/resources/samples/Sample.java"));

        assertEquals(List.of(test, data), files(project.resolve("src/test"), true));
        assertEquals(List.of(test), files(project.resolve("src/test/java"), true));
        assertEquals(List.of(test), files(project.resolve("src/test/java/demo"), true));
        assertEquals(List.of(test), files(test, true));
    }

    private static Path write(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, PLAIN_CLASS).toAbsolutePath().normalize();
    }

    private List<Path> files(Path input, boolean skipTestFolders) {
        InputFiles found = InputFiles.find(List.of(input), skipTestFolders);
        assertEquals(List.of(), found.problems());
        return found.paths();
    }
}
