package io.streamlint.maven;

import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.report.ConsoleText;
import org.apache.maven.plugin.MojoExecutionException;
import org.jspecify.annotations.Nullable;

/**
 * The goals' parameters whose text needs reading: {@code failOnSeverity}, {@code sparkVersion} and
 * {@code javaRelease}, each read into what the lint takes or refused with a message that names the parameter.
 */
final class ParameterValues {

    static final int DEFAULT_JAVA_RELEASE = LintRequest.DEFAULT_LANGUAGE_LEVEL;

    private ParameterValues() {
    }

    /** {@code error}, {@code warning}, {@code note}, or {@code none} (null: never fail). */
    static @Nullable Severity parseThreshold(String text) throws MojoExecutionException {
        if (text == null || text.isBlank() || text.trim().equalsIgnoreCase("none")) {
            return null;
        }
        try {
            return Severity.parse(text);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(ConsoleText.printable("Streamlint: failOnSeverity must be error, warning, note or none, not '"
                    + text + "'"));
        }
    }

    static SparkVersion parseSparkVersion(String text) throws MojoExecutionException {
        try {
            return SparkVersion.parse(text);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(ConsoleText.printable("Streamlint: sparkVersion: " + e.getMessage()));
        }
    }

    /**
     * The configured release ({@code 17}, or a legacy {@code 1.8}), else 17; a release newer than the parser
     * knows is read at the newest level it does (new syntax is rare in streaming jobs).
     */
    static int parseRelease(String text) throws MojoExecutionException {
        if (text == null || text.isBlank() || text.startsWith("${")) {
            return DEFAULT_JAVA_RELEASE;
        }
        String t = text.trim();
        int release;
        try {
            release = Integer.parseInt(t.startsWith("1.") ? t.substring(2) : t);
        } catch (NumberFormatException e) {
            throw new MojoExecutionException(ConsoleText.printable("Streamlint: javaRelease must be a Java release number, not '" + text + "'"));
        }
        if (release < LintRequest.MIN_LANGUAGE_LEVEL) {
            throw new MojoExecutionException(ConsoleText.printable("Streamlint: javaRelease must be at least "
                    + LintRequest.MIN_LANGUAGE_LEVEL + ", not " + release));
        }
        return Math.min(release, LintRequest.MAX_LANGUAGE_LEVEL);
    }
}
