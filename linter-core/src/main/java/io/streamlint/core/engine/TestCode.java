package io.streamlint.core.engine;

import io.streamlint.core.frontend.SourceIndex;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Decides whether a source file is test code, where production-only rules do not report
 * ({@link io.streamlint.core.api.RuleInfo#productionOnly()}). A file is test code when it is
 * <ul>
 * <li>under a test root the build names (the Maven plugin's test compile source roots), or under a test source
 *     folder laid out as Maven and Gradle lay them out: {@code src/<source set>/java} where the source set is
 *     {@code test}, {@code it}, or named like one ({@code testFixtures}, {@code integrationTest},
 *     {@code functionalTest}, {@code integration-test}); the {@code java} folder is part of it, so that sources kept
 *     as test data ({@code src/test/resources/**}{@code /*.java}) are judged as the code they stand for;</li>
 * <li>declares a top-level class named as Surefire and Failsafe find tests by default: {@code *Test}, {@code *Tests},
 *     {@code *TestCase}, {@code *IT}, {@code *ITCase} (their {@code Test*} prefix is left out: it would take
 *     {@code Testimonials} for a test);</li>
 * <li>or has a JUnit 4, JUnit 5 or TestNG test or lifecycle annotation ({@code @Test}, {@code @ParameterizedTest},
 *     {@code @BeforeEach}, ...), named through its import or its qualified name: an {@code @Test} of another package
 *     is not one.</li>
 * </ul>
 */
final class TestCode {

    /** Source set names of test code: Maven's {@code test} and {@code it}, Gradle's test suites and fixtures. */
    private static final Pattern TEST_SOURCE_SET =
            Pattern.compile("tests?|it|test[A-Z_-].*|.*[a-z0-9](Test|Tests|IT)|.*[-_](tests?|it)");

    private final List<Path> testRoots;

    /** Test code as laid out, named and annotated, and everything under {@code testRoots} (absolute, normalized). */
    TestCode(List<Path> testRoots) {
        this.testRoots = List.copyOf(testRoots);
    }

    /**
     * Is {@code dir} a test source folder, {@code src/<test source set>/java}? A search of the inputs skips them
     * unless tests are included.
     */
    static boolean isTestSourceFolder(Path dir) {
        int n = dir.getNameCount();
        return n >= 3 && isTestSourceFolder(dir, n - 3);
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
        for (int i = 0; i + 3 < file.getNameCount(); i++) {
            if (isTestSourceFolder(file, i)) {
                return Optional.of("under the test source folder " + file.subpath(i, i + 3).toString().replace('\\', '/'));
            }
        }
        return declared.apply(file);
    }

    /** Are the names of {@code path} from {@code i} on {@code src}, a test source set and {@code java}? */
    private static boolean isTestSourceFolder(Path path, int i) {
        return path.getName(i).toString().equals("src")
                && TEST_SOURCE_SET.matcher(path.getName(i + 1).toString()).matches()
                && path.getName(i + 2).toString().equals("java");
    }
}
