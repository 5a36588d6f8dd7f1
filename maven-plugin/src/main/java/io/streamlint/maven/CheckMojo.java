package io.streamlint.maven;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Linter;
import io.streamlint.core.engine.SourceRoots;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.report.ReportFiles;
import io.streamlint.core.report.SarifReport;
import io.streamlint.core.report.TextReport;

import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Lints the project's Java sources for Spark Structured Streaming mistakes, logs the findings like
 * compiler errors, writes a SARIF report and fails the build on findings at or above {@code failOnSeverity}.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true,
        requiresDependencyResolution = ResolutionScope.TEST)
public class CheckMojo extends AbstractMojo {

    static final int DEFAULT_JAVA_RELEASE = LintRequest.DEFAULT_LANGUAGE_LEVEL;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    /** Skips the check. */
    @Parameter(property = "streamlint.skip", defaultValue = "false")
    boolean skip;

    /** Fails the build on findings of this severity or worse: {@code error}, {@code warning}, {@code note} or {@code none}. */
    @Parameter(property = "streamlint.failOnSeverity", defaultValue = "error")
    String failOnSeverity;

    /** Where the SARIF report is written. */
    @Parameter(property = "streamlint.sarifFile", defaultValue = "${project.build.directory}/streamlint.sarif")
    File sarifFile;

    /** Also lints the test source roots (with the test class path). */
    @Parameter(property = "streamlint.includeTests", defaultValue = "false")
    boolean includeTests;

    /** Report paths are relative to this folder; default: the enclosing git work tree, else the project folder. */
    @Parameter(property = "streamlint.sourceRoot")
    File sourceRoot;

    /** Java release the sources are written for; default: {@code maven.compiler.release}, else 17. */
    @Parameter(property = "streamlint.javaRelease", defaultValue = "${maven.compiler.release}")
    String javaRelease;

    /** The Spark line the jobs run on ({@code 3.5}, {@code 4.0}, {@code 4.1}, also with a patch number). */
    @Parameter(property = "streamlint.sparkVersion", defaultValue = "4.0")
    String sparkVersion;

    /** Rules not to run, by id: {@code <disabledRules><rule>SS003</rule></disabledRules>} or {@code -Dstreamlint.disabledRules=SS003}. */
    @Parameter(property = "streamlint.disabledRules")
    List<String> disabledRules = new ArrayList<>();

    /** Logs each finding (the summary is always logged). */
    @Parameter(property = "streamlint.printFindings", defaultValue = "true")
    boolean printFindings;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Streamlint: skipped (streamlint.skip)");
            return;
        }
        Severity threshold = parseThreshold(failOnSeverity);
        int release = parseRelease(javaRelease);
        SparkVersion spark = parseSparkVersion(sparkVersion);

        List<Path> inputs = existing(project.getCompileSourceRoots());
        List<String> classpathElements;
        try {
            if (includeTests) {
                inputs.addAll(existing(project.getTestCompileSourceRoots()));
                classpathElements = project.getTestClasspathElements();
            } else {
                classpathElements = project.getCompileClasspathElements();
            }
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("Streamlint: cannot resolve the class path: " + e.getMessage(), e);
        }
        if (inputs.isEmpty()) {
            getLog().info("Streamlint: no Java source folders, nothing to lint");
            return;
        }

        Path root = sourceRoot != null ? sourceRoot.toPath() : SourceRoots.defaultFor(project.getBasedir().toPath());
        LintRequest request = LintRequest.of(root, inputs)
                .withClasspath(existing(classpathElements))
                .withLanguageLevel(release)
                .withSparkVersion(spark);
        LintResult result = linter().run(request);

        if (printFindings) {
            for (Finding f : result.findings()) {
                String line = TextReport.line(result.sourceRoot(), f);
                switch (f.severity()) {
                    case ERROR -> getLog().error(line);
                    case WARNING -> getLog().warn(line);
                    case NOTE -> getLog().info(line);
                }
            }
        }
        for (Problem p : result.problems()) {
            getLog().warn(TextReport.line(result.sourceRoot(), p));
        }

        Path sarif = sarifFile.toPath();
        try {
            ReportFiles.writeAtomically(sarif, SarifReport.render(result));
        } catch (IOException e) {
            throw new MojoExecutionException("Streamlint: cannot write " + sarif + ": " + e.getMessage(), e);
        }
        String sarifShown = display(project.getBasedir().toPath(), sarif);
        getLog().info(TextReport.summary(result) + " SARIF report: " + sarifShown);

        if (threshold != null && result.countAtLeast(threshold) > 0) {
            throw new MojoFailureException("Streamlint found " + counts(result, threshold)
                    + " (failOnSeverity=" + threshold.label() + "). See " + sarifShown);
        }
    }

    /** The built-in rules less {@code disabledRules}; an unknown id is a configuration error. */
    private Linter linter() throws MojoExecutionException {
        try {
            return Linter.withRulesFrom(getClass().getClassLoader()).without(disabledRules);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("Streamlint: disabledRules: " + e.getMessage());
        }
    }

    /** {@code error}, {@code warning}, {@code note}, or {@code none} (null: never fail). */
    static Severity parseThreshold(String text) throws MojoExecutionException {
        if (text == null || text.isBlank() || text.trim().equalsIgnoreCase("none")) {
            return null;
        }
        try {
            return Severity.parse(text);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("Streamlint: failOnSeverity must be error, warning, note or none, not '"
                    + text + "'");
        }
    }

    static SparkVersion parseSparkVersion(String text) throws MojoExecutionException {
        try {
            return SparkVersion.parse(text);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("Streamlint: sparkVersion: " + e.getMessage());
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
            throw new MojoExecutionException("Streamlint: javaRelease must be a Java release number, not '" + text + "'");
        }
        if (release < LintRequest.MIN_LANGUAGE_LEVEL) {
            throw new MojoExecutionException("Streamlint: javaRelease must be at least "
                    + LintRequest.MIN_LANGUAGE_LEVEL + ", not " + release);
        }
        return Math.min(release, LintRequest.MAX_LANGUAGE_LEVEL);
    }

    /** The non-zero counts at or above {@code threshold}: "2 errors and 1 warning". */
    static String counts(LintResult r, Severity threshold) {
        List<String> parts = new ArrayList<>();
        for (Severity s : Severity.values()) {
            long n = r.count(s);
            if (s.isAtLeast(threshold) && n > 0) {
                parts.add(plural(n, s.label()));
            }
        }
        return String.join(" and ", parts);
    }

    static String plural(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /** {@code file} relative to {@code base} with forward slashes, as the reports show paths. */
    static String display(Path base, Path file) {
        Path b = base.toAbsolutePath().normalize();
        Path f = file.toAbsolutePath().normalize();
        return Objects.equals(b.getRoot(), f.getRoot()) ? b.relativize(f).toString().replace('\\', '/') : f.toString();
    }

    private static List<Path> existing(List<String> paths) {
        Set<Path> out = new LinkedHashSet<>();
        for (String p : paths) {
            Path path = Path.of(p).toAbsolutePath().normalize();
            if (Files.exists(path)) {
                out.add(path);
            }
        }
        return new ArrayList<>(out);
    }
}
