package io.streamlint.core.input;

import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Test source folders as Maven and Gradle lay them out: {@code src/<source set>/java} where the source set is
 * {@code test}, {@code it}, or named like one ({@code testFixtures}, {@code integrationTest}, {@code functionalTest},
 * {@code integration-test}). A search of the inputs skips them unless tests are included; the engine judges the files
 * under one as test code.
 */
public final class TestFolders {

    /** Source set names of test code: Maven's {@code test} and {@code it}, Gradle's test suites and fixtures. */
    private static final Pattern TEST_SOURCE_SET =
            Pattern.compile("tests?|it|test[A-Z_-].*|.*[a-z0-9](Test|Tests|IT)|.*[-_](tests?|it)");

    private TestFolders() {
    }

    /** Is {@code dir} a test source folder, {@code src/<test source set>/java}? */
    public static boolean isTestSourceFolder(Path dir) {
        int n = dir.getNameCount();
        return n >= 3 && isTestSourceFolder(dir, n - 3);
    }

    /**
     * The test source folder {@code file} is under, as {@code src/test/java} (forward slashes), or empty. The
     * {@code java} folder is part of it, so that sources kept as test data ({@code src/test/resources/**}{@code /*.java})
     * are not under one.
     */
    public static Optional<String> enclosing(Path file) {
        for (int i = 0; i + 3 < file.getNameCount(); i++) {
            if (isTestSourceFolder(file, i)) {
                return Optional.of(file.subpath(i, i + 3).toString().replace('\\', '/'));
            }
        }
        return Optional.empty();
    }

    /** Are the names of {@code path} from {@code i} on {@code src}, a test source set and {@code java}? */
    private static boolean isTestSourceFolder(Path path, int i) {
        return path.getName(i).toString().equals("src")
                && TEST_SOURCE_SET.matcher(path.getName(i + 1).toString()).matches()
                && path.getName(i + 2).toString().equals("java");
    }
}
