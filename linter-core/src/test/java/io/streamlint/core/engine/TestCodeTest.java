package io.streamlint.core.engine;

import com.github.javaparser.StaticJavaParser;
import com.github.javaparser.ast.CompilationUnit;
import io.streamlint.core.api.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What is test code: by the build's test roots, by layout, by class name, by annotation; and what a search skips. */
class TestCodeTest {

    private static final Path REPO = Path.of("/repo").toAbsolutePath();
    private static final String PLAIN_CLASS = "package demo; class Job { }";

    private final TestCode testCode = new TestCode(List.of());

    @TempDir
    Path dir;

    private Optional<String> reason(String relative, String source) {
        return testCode.reason(REPO.resolve(relative), Optional.of(StaticJavaParser.parse(source)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"test", "tests", "it", "testFixtures", "test-integration", "integrationTest", "intTest",
            "functionalTest", "systemIT", "integration-test", "e2e_tests", "acceptance-it"})
    void sourceSetsOfMavenAndGradleTestsAreTestSourceFolders(String sourceSet) {
        assertEquals(Optional.of("under the test source folder src/" + sourceSet + "/java"),
                reason("orders/src/" + sourceSet + "/java/demo/Job.java", PLAIN_CLASS));
        assertTrue(TestCode.isTestSourceFolder(REPO.resolve("orders/src/" + sourceSet + "/java")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"main", "jmh", "latest", "contest", "testdata", "generated"})
    void otherSourceSetsAreNot(String sourceSet) {
        assertEquals(Optional.empty(), reason("orders/src/" + sourceSet + "/java/demo/Job.java", PLAIN_CLASS));
        assertFalse(TestCode.isTestSourceFolder(REPO.resolve("orders/src/" + sourceSet + "/java")));
    }

    @Test
    void javaFilesKeptAsTestResourcesAreJudgedAsTheCodeTheyStandFor() {
        assertEquals(Optional.empty(), reason("rules/src/test/resources/SS004/bad-job.java", PLAIN_CLASS));
        assertFalse(TestCode.isTestSourceFolder(REPO.resolve("rules/src/test")));
    }

    @Test
    void aFileUnderATestRootOfTheBuildIsTestCodeWhateverItsLayout() {
        TestCode withRoots = new TestCode(List.of(REPO.resolve("orders/acceptance")));
        Optional<CompilationUnit> unit = Optional.of(StaticJavaParser.parse(PLAIN_CLASS));

        assertEquals(Optional.of("under a test root of the build"),
                withRoots.reason(REPO.resolve("orders/acceptance/demo/Job.java"), unit));
        assertEquals(Optional.empty(), withRoots.reason(REPO.resolve("orders/acceptance-jobs/demo/Job.java"), unit));
    }

    @ParameterizedTest
    @ValueSource(strings = {"OrdersTest", "OrdersTests", "OrdersTestCase", "OrdersIT", "OrdersITCase"})
    void classesNamedAsSurefireAndFailsafeFindTestsAreTestCode(String name) {
        assertEquals(Optional.of("the test class " + name),
                reason("src/main/java/demo/" + name + ".java", "package demo; class " + name + " { }"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"TestEventsPublisher", "Testimonials", "LatestOffsets", "Audit", "ContestJob"})
    void otherClassNamesAreNot(String name) {
        assertEquals(Optional.empty(), reason("src/main/java/demo/" + name + ".java", "package demo; class " + name + " { }"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "import org.junit.Test; class Checks { @Test public void runs() { } }",
            "import org.junit.jupiter.api.*; class Checks { @BeforeEach void start() { } }",
            "import org.junit.jupiter.params.ParameterizedTest; class Checks { @ParameterizedTest void runs(int n) { } }",
            "class Checks { @org.testng.annotations.Test public void runs() { } }",
            "import org.testng.annotations.*; class Checks { @BeforeMethod public void start() { } }"})
    void junitAndTestngTestAnnotationsMakeTestCode(String source) {
        assertTrue(reason("src/main/java/Checks.java", source).orElseThrow().startsWith("the test annotation @"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "import com.acme.platform.Test; class Checks { @Test public void runs() { } }",
            "import com.acme.platform.*; class Checks { @Test public void runs() { } }",
            "class Checks { @Test public void runs() { } }",
            "import static org.junit.Assert.assertTrue; class Checks { @Test public void runs() { } }",
            "import org.junit.jupiter.api.Test; class Checks { @Deprecated public void runs() { } }",
            "import org.junit.Rule; class Checks { @Rule public Object rule; }"})
    void otherAnnotationsAreNot(String source) {
        assertEquals(Optional.empty(), reason("src/main/java/Checks.java", source));
    }

    @Test
    void aFileWithoutASyntaxTreeIsJudgedByItsPlace() {
        assertEquals(Optional.of("under the test source folder src/test/java"),
                testCode.reason(REPO.resolve("src/test/java/Broken.java"), Optional.empty()));
        assertEquals(Optional.empty(), testCode.reason(REPO.resolve("src/main/java/BrokenTest.java"), Optional.empty()));
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
        List<Problem> problems = new ArrayList<>();
        List<Path> files = Linter.javaFiles(LintRequest.of(dir, List.of(input)).withSkipTestFolders(skipTestFolders),
                problems);
        assertEquals(List.of(), problems);
        return files;
    }
}
