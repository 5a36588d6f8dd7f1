package io.streamlint.core.engine;

import io.streamlint.core.frontend.SourceIndex;
import io.streamlint.core.input.TestFolders;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Decides whether a source file is test code, where production-only rules do not report
 * ({@link io.streamlint.core.api.RuleInfo#productionOnly()}). A file is test code when it is
 * <ul>
 * <li>under a test root the build names (the Maven plugin's test compile source roots), or under a test source
 *     folder laid out as Maven and Gradle lay them out ({@link TestFolders}: {@code src/test/java},
 *     {@code src/integrationTest/java}, ...), so that sources kept as test data
 *     ({@code src/test/resources/**}{@code /*.java}) are judged as the code they stand for;</li>
 * <li>declares a top-level class named as Surefire and Failsafe find tests by default: {@code *Test}, {@code *Tests},
 *     {@code *TestCase}, {@code *IT}, {@code *ITCase} (their {@code Test*} prefix is left out: it would take
 *     {@code Testimonials} for a test);</li>
 * <li>or has a JUnit 4, JUnit 5 or TestNG test or lifecycle annotation ({@code @Test}, {@code @ParameterizedTest},
 *     {@code @BeforeEach}, ...), named through its import or its qualified name: an {@code @Test} of another package
 *     is not one.</li>
 * </ul>
 */
final class TestCode {

    private final List<Path> testRoots;

    /** Test code as laid out, named and annotated, and everything under {@code testRoots} (absolute, normalized). */
    TestCode(List<Path> testRoots) {
        this.testRoots = List.copyOf(testRoots);
    }

    /**
     * Why {@code file} (absolute, normalized) is test code, or empty when it is not; {@code declared} tells what its
     * code declares (see {@link SourceIndex#declaredTestCode}), asked only when its place does not tell.
     */
    Optional<String> reason(Path file, Function<Path, Optional<String>> declared) {
        for (Path root : testRoots) {
            if (file.startsWith(root)) {
                return Optional.of("under a test root of the build");
            }
        }
        Optional<String> folder = TestFolders.enclosing(file);
        if (folder.isPresent()) {
            return Optional.of("under the test source folder " + folder.get());
        }
        return declared.apply(file);
    }
}
