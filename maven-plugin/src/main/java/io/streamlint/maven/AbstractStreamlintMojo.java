package io.streamlint.maven;

import io.streamlint.core.api.Problem;
import io.streamlint.core.api.Severity;
import io.streamlint.core.config.ConfigException;
import io.streamlint.core.engine.Baseline;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.SourceRoots;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.report.ConsoleText;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugins.annotations.Component;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.eclipse.aether.RepositorySystem;
import org.jspecify.annotations.Nullable;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the goals share: the parameters (each with a {@code streamlint.*} user property) and the steps they drive,
 * each done by a class of its own: choosing the files ({@link SourceFiles}), reading the parameters' text
 * ({@link ParameterValues}), Spark 4.1's parser ({@link SparkParserJars}), linting with the configuration
 * ({@link ConfiguredLint}), the Maven log ({@link ResultLog}) and the SARIF report ({@link SarifOutput}). Mojo
 * instances are per execution and keep no shared state, so the goals are safe in parallel builds.
 */
abstract class AbstractStreamlintMojo extends AbstractMojo {

    /** The build's log, every message escaped (see {@link PrintableLog}). */
    @Override
    public org.apache.maven.plugin.logging.Log getLog() {
        return new PrintableLog(super.getLog());
    }

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    @Parameter(defaultValue = "${session}", readonly = true, required = true)
    MavenSession session;

    @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
    PluginDescriptor plugin;

    @Component
    RepositorySystem repositorySystem;

    /** Skips Streamlint. */
    @Parameter(property = "streamlint.skip", defaultValue = "false")
    boolean skip;

    /** Fails the build on findings of this severity or worse: {@code error}, {@code warning}, {@code note} or {@code none}. */
    @Parameter(property = "streamlint.failOnSeverity", defaultValue = "error")
    String failOnSeverity;

    /** Fails the build only when more findings than this are at or above {@code failOnSeverity}. */
    @Parameter(property = "streamlint.maxAllowedViolations", defaultValue = "0")
    int maxAllowedViolations;

    /** Files to lint, as globs relative to each source folder (default: every {@code .java} file). */
    @Parameter(property = "streamlint.includes")
    List<String> includes = new ArrayList<>();

    /** Files not to lint, as globs relative to each source folder, e.g. {@code **}{@code /generated/**}. */
    @Parameter(property = "streamlint.excludes")
    List<String> excludes = new ArrayList<>();

    /**
     * Also lints the test source folders (with the test class path). Their files are test code, where the
     * production-only rules (temporary checkpoints, read limits, idempotency, ...) do not report.
     */
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

    /**
     * The configuration file (rule selection, severities, options). Default: {@code streamlint.yaml} in the
     * project folder, else in the nearest parent project folder of the build that has one.
     */
    @Parameter(property = "streamlint.configFile")
    File configFile;

    /** Logs each finding (the summary is always logged). */
    @Parameter(property = "streamlint.printFindings", defaultValue = "true")
    boolean printFindings;

    /** Fails the build when the tool could not lint (part of) a file: unreadable, unparsable, a rule failed. */
    @Parameter(property = "streamlint.failOnError", defaultValue = "false")
    boolean failOnError;

    /** GitHub code scanning's analysis category; each module's SARIF needs its own. Default: {@code streamlint/<artifactId>}. */
    @Parameter(property = "streamlint.sarifCategory")
    String sarifCategory;

    /** A page about Streamlint for SARIF viewers ({@code tool.driver.informationUri}), e.g. your team's wiki; none by default. */
    @Parameter(property = "streamlint.sarifInformationUri")
    String sarifInformationUri;

    /**
     * Where your team publishes the rule pages, {@code {id}} standing for the rule id (SARIF {@code helpUri}), e.g.
     * {@code https://wiki.example.com/streamlint/{id}.html}; none by default (the page is in the report anyway).
     */
    @Parameter(property = "streamlint.sarifRuleHelpUri")
    String sarifRuleHelpUri;

    /** Also writes suppressed and baselined findings to the SARIF report, marked as suppressed. */
    @Parameter(property = "streamlint.sarifIncludeSuppressed", defaultValue = "false")
    boolean sarifIncludeSuppressed;

    /**
     * Where plan dumps ({@code *.streamlint-plan.json}, written by {@code Streamlint.dump} in tests or by Scala and
     * PySpark jobs) are linted from, with the sources; default: each project's {@code target/streamlint-plans}.
     */
    @Parameter(property = "streamlint.planDumpDirectory")
    File planDumpDirectory;

    /**
     * Where the result of the last run is kept: while no source, class path entry, parameter, configuration or
     * Streamlint itself changed, the next build replays it instead of linting again (reports are the same).
     * Default: {@code ${project.build.directory}/streamlint/<goal>-cache.json}, one per goal, so that running
     * {@code check}, {@code aggregate} and {@code baseline} in turn does not replace each other's stored run.
     */
    @Parameter(property = "streamlint.cacheFile")
    File cacheFile;

    @Parameter(defaultValue = "${mojoExecution}", readonly = true, required = true)
    MojoExecution mojoExecution;

    /** Uses {@code cacheFile}; {@code false} lints everything on every build. */
    @Parameter(property = "streamlint.useCache", defaultValue = "true")
    boolean useCache;

    /** The projects whose sources this goal lints. */
    abstract List<MavenProject> projects();

    /**
     * The request the parameters describe but for the rule settings, which come with the configuration (see
     * {@link ConfiguredLint}); null when there is nothing to lint (already logged).
     */
    @Nullable LintRequest prepare() throws MojoExecutionException {
        int release = ParameterValues.parseRelease(javaRelease);
        SparkVersion spark = ParameterValues.parseSparkVersion(sparkVersion);
        List<Path> inputs = new ArrayList<>();
        Set<Path> classpath = new LinkedHashSet<>();
        List<Path> testRoots = new ArrayList<>();
        SourceFiles files = new SourceFiles(includes, excludes, warning -> getLog().warn(warning));
        for (MavenProject p : projects()) {
            List<String> roots = new ArrayList<>(p.getCompileSourceRoots());
            try {
                if (includeTests) {
                    roots.addAll(p.getTestCompileSourceRoots());
                    testRoots.addAll(SourceFiles.existing(p.getTestCompileSourceRoots()));
                    classpath.addAll(SourceFiles.existing(p.getTestClasspathElements()));
                } else {
                    classpath.addAll(SourceFiles.existing(p.getCompileClasspathElements()));
                }
            } catch (DependencyResolutionRequiredException e) {
                throw new MojoExecutionException(ConsoleText.printable("Streamlint: cannot resolve the class path of " + p.getArtifactId()
                        + ": " + e.getMessage()), e);
            }
            inputs.addAll(files.selectedFiles(SourceFiles.existing(roots)));
            Path dumps = p == project && planDumpDirectory != null ? planDumpDirectory.toPath()
                    : Path.of(p.getBuild().getDirectory(), "streamlint-plans");
            inputs.addAll(files.planDumps(dumps));
        }
        if (inputs.isEmpty()) {
            getLog().info("Streamlint: no Java source files, nothing to lint");
            return null;
        }
        Path root = sourceRoot != null ? sourceRoot.toPath() : SourceRoots.defaultFor(project.getBasedir().toPath());
        return LintRequest.of(root, inputs)
                .withClasspath(List.copyOf(classpath))
                .withLanguageLevel(release)
                .withSparkVersion(spark)
                .withSparkParser(new SparkParserJars(repositorySystem, session, plugin, project, getLog()).forLine(spark))
                .withTestRoots(testRoots);
    }

    /**
     * The result of linting {@code request}: replayed from {@code cacheFile} when nothing changed, else linted (see
     * {@link ConfiguredLint#run}).
     */
    LintResult lint(LintRequest request) throws MojoExecutionException {
        Path cache = !useCache ? null : cacheFile != null ? cacheFile.toPath()
                : Path.of(project.getBuild().getDirectory(), "streamlint", mojoExecution.getGoal() + "-cache.json");
        return new ConfiguredLint(project, session, configFile, disabledRules, getLog()).run(request, cache);
    }

    /** The baseline file's findings applied to {@code result}, when the file exists. */
    LintResult applyBaseline(LintResult result, File baselineFile) throws MojoExecutionException {
        if (baselineFile == null || !baselineFile.isFile()) {
            return result;
        }
        try {
            return Baseline.read(baselineFile.toPath()).apply(result);
        } catch (ConfigException e) {
            throw new MojoExecutionException(ConsoleText.printable("Streamlint: baseline error: " + e.getMessage()));
        }
    }

    /**
     * Logs the findings (like compiler messages, each cut to its first clause), problems, stale baseline entries and
     * a summary naming the SARIF report; writes it; fails per the parameters.
     */
    void report(LintResult result, File sarifFile, String defaultCategory) throws MojoExecutionException, MojoFailureException {
        Severity threshold = ParameterValues.parseThreshold(failOnSeverity);
        if (maxAllowedViolations < 0) {
            throw new MojoExecutionException(ConsoleText.printable("Streamlint: maxAllowedViolations must be 0 or more, not " + maxAllowedViolations));
        }
        ResultLog log = new ResultLog(getLog());
        if (printFindings) {
            log.findings(result);
        }
        log.problems(result);

        Path sarif = sarifFile.toPath();
        String category = sarifCategory != null && !sarifCategory.isBlank() ? sarifCategory : defaultCategory;
        new SarifOutput(category, sarifIncludeSuppressed, sarifInformationUri, sarifRuleHelpUri).write(result, sarif);
        String sarifShown = ResultLog.display(project.getBasedir().toPath(), sarif);
        log.summary(result, sarifShown);

        if (failOnError && !result.failures().isEmpty()) {
            long files = result.failures().stream().map(Problem::file).distinct().count();
            throw new MojoFailureException(ConsoleText.printable("Streamlint could not fully lint " + ResultLog.plural(files, "file")
                    + " (failOnError=true); the warnings above say why"));
        }
        if (threshold != null && result.countAtLeast(threshold) > maxAllowedViolations) {
            throw new MojoFailureException(ConsoleText.printable("Streamlint found " + ResultLog.counts(result, threshold)
                    + " (failOnSeverity=" + threshold.label()
                    + (maxAllowedViolations > 0 ? ", maxAllowedViolations=" + maxAllowedViolations : "")
                    + "). See " + sarifShown));
        }
    }
}
