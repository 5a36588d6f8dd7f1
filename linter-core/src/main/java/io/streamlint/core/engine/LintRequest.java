package io.streamlint.core.engine;

import io.streamlint.core.config.RuleSettings;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.sql.SqlParser;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What to lint and how.
 *
 * @param inputs          files and folders; folders are searched for {@code *.java}
 * @param sourceRoot      report paths are relative to this folder (see {@link SourceRoots#defaultFor})
 * @param classpath       jars and class folders for type resolution; empty: resolve by imports and names
 * @param languageLevel   Java release the sources are written for ({@value #MIN_LANGUAGE_LEVEL} to
 *                        {@value #MAX_LANGUAGE_LEVEL}), default 17
 * @param maxFileBytes    larger files are reported and skipped
 * @param sparkVersion    the Spark line the jobs run on: facts that differ between lines follow it
 * @param sparkParser     the jars of that line's SQL parser when it is not the one on the class path (see
 *                        {@link SqlParser}); empty: the class path's
 * @param ruleSettings    severity overrides and options, by rule id; rules not named keep their defaults
 * @param skipTestFolders searching an input folder skips the test source folders below it ({@link TestCode}); default
 *                        false: everything under the inputs is linted
 * @param testRoots       folders whose files are test code whatever their layout (a build's test source roots), besides
 *                        those {@link TestCode} recognises
 */
public record LintRequest(List<Path> inputs, Path sourceRoot, List<Path> classpath, int languageLevel,
                          long maxFileBytes, SparkVersion sparkVersion, List<Path> sparkParser,
                          Map<String, RuleSettings> ruleSettings, boolean skipTestFolders, List<Path> testRoots) {

    public static final int DEFAULT_LANGUAGE_LEVEL = 17;
    public static final int MIN_LANGUAGE_LEVEL = 8;
    public static final int MAX_LANGUAGE_LEVEL = 26;
    public static final long DEFAULT_MAX_FILE_BYTES = 10L * 1024 * 1024;

    public LintRequest {
        inputs = List.copyOf(inputs);
        classpath = List.copyOf(classpath);
        sparkParser = List.copyOf(sparkParser);
        sourceRoot = sourceRoot.toAbsolutePath().normalize();
        ruleSettings = Map.copyOf(ruleSettings);
        testRoots = testRoots.stream().map(root -> root.toAbsolutePath().normalize()).sorted().distinct().toList();
        if (languageLevel < MIN_LANGUAGE_LEVEL || languageLevel > MAX_LANGUAGE_LEVEL) {
            throw new IllegalArgumentException("Java language level must be between " + MIN_LANGUAGE_LEVEL + " and "
                    + MAX_LANGUAGE_LEVEL + ", not " + languageLevel);
        }
    }

    /**
     * Lints {@code inputs} with the defaults: no class path, Java 17, Spark 4.0, reports relative to {@code sourceRoot},
     * test source folders searched like the others.
     */
    public static LintRequest of(Path sourceRoot, List<Path> inputs) {
        return new LintRequest(inputs, sourceRoot, List.of(), DEFAULT_LANGUAGE_LEVEL, DEFAULT_MAX_FILE_BYTES,
                SparkVersion.DEFAULT, List.of(), Map.of(), false, List.of());
    }

    public LintRequest withClasspath(List<Path> entries) {
        return new LintRequest(inputs, sourceRoot, entries, languageLevel, maxFileBytes, sparkVersion, sparkParser,
                ruleSettings, skipTestFolders, testRoots);
    }

    public LintRequest withLanguageLevel(int level) {
        return new LintRequest(inputs, sourceRoot, classpath, level, maxFileBytes, sparkVersion, sparkParser,
                ruleSettings, skipTestFolders, testRoots);
    }

    public LintRequest withSparkVersion(SparkVersion version) {
        return new LintRequest(inputs, sourceRoot, classpath, languageLevel, maxFileBytes, version, sparkParser,
                ruleSettings, skipTestFolders, testRoots);
    }

    /** Reads SQL text with the parser in {@code jars} (the target line's; see {@link SqlParser}). */
    public LintRequest withSparkParser(List<Path> jars) {
        return new LintRequest(inputs, sourceRoot, classpath, languageLevel, maxFileBytes, sparkVersion, jars,
                ruleSettings, skipTestFolders, testRoots);
    }

    /** The parser that reads this lint's SQL text and interval strings. */
    public SqlParser sqlParser() {
        return new SqlParser(sparkVersion, sparkParser);
    }

    public LintRequest withRuleSettings(Map<String, RuleSettings> settings) {
        return new LintRequest(inputs, sourceRoot, classpath, languageLevel, maxFileBytes, sparkVersion, sparkParser,
                settings, skipTestFolders, testRoots);
    }

    /** Searches input folders without (true) or with (false) the test source folders below them. */
    public LintRequest withSkipTestFolders(boolean skip) {
        return new LintRequest(inputs, sourceRoot, classpath, languageLevel, maxFileBytes, sparkVersion, sparkParser,
                ruleSettings, skip, testRoots);
    }

    /** Judges the files under {@code roots} as test code, whatever their layout. */
    public LintRequest withTestRoots(List<Path> roots) {
        return new LintRequest(inputs, sourceRoot, classpath, languageLevel, maxFileBytes, sparkVersion, sparkParser,
                ruleSettings, skipTestFolders, roots);
    }

    /** The settings of rule {@code id}, or the defaults. */
    public RuleSettings settingsOf(String id) {
        return ruleSettings.getOrDefault(id, RuleSettings.DEFAULT);
    }
}
