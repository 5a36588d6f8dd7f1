package io.streamlint.maven;

import io.streamlint.core.config.StreamlintConfig;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.report.ConsoleText;
import io.streamlint.core.setup.LintSetup;
import io.streamlint.core.setup.SetupException;
import io.streamlint.core.support.Progress;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.logging.Log;
import org.apache.maven.project.MavenProject;
import org.jspecify.annotations.Nullable;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A goal's lint as core's {@link LintSetup} runs it: the rules of the plugin's class realm, the configuration file
 * the {@code configFile} parameter names or the project's folders hold, {@code disabledRules}, and the run cache; a
 * {@link SetupException} worded as a build error that names the parameter or file at fault.
 */
final class ConfiguredLint {

    private final MavenProject project;
    private final @Nullable MavenSession session;
    private final @Nullable File configFile;
    private final List<String> disabledRules;
    private final Log log;

    ConfiguredLint(MavenProject project, @Nullable MavenSession session, @Nullable File configFile,
                   List<String> disabledRules, Log log) {
        this.project = project;
        this.session = session;
        this.configFile = configFile;
        this.disabledRules = disabledRules;
        this.log = log;
    }

    /**
     * The rules of the plugin's class realm (the built-in rules, and the rule packs declared as dependencies of the
     * plugin), the configuration file and {@code disabledRules}.
     */
    private LintSetup setup() {
        return LintSetup.rulesFrom(ConfiguredLint.class.getClassLoader())
                .withConfigFile(configPath())
                .withDisabled(disabledRules)
                .beforeLoading(SparkHostName::skipLookup); // before the rules, and with them Spark's parser, are loaded
    }

    /**
     * The result of linting {@code request}: replayed from {@code cache} when nothing changed, else linted. The
     * cache keys on what decides the rules (the plugin's own jars, the configuration file's content, disabledRules)
     * rather than on the rules, so that a replay loads none.
     *
     * @param cache the run cache file; null: lint without one
     */
    LintResult run(LintRequest request, @Nullable Path cache) throws MojoExecutionException {
        LintSetup setup = setup();
        if (setup.configFile() != null) {
            log.debug("Streamlint: configuration " + setup.configFile());
        }
        try {
            return setup.run(request, cache, Progress.ignored(), notice -> log.warn("Streamlint: " + notice));
        } catch (SetupException e) {
            String what = switch (e.kind()) {
                case CONFIGURATION -> "configuration error: ";
                case DISABLED_RULE -> "disabledRules: ";
                case RULES -> "rule pack error: ";
            };
            throw new MojoExecutionException(ConsoleText.printable("Streamlint: " + what + e.getMessage()));
        }
    }

    /** The configuration file: {@code configFile}, else the nearest {@code streamlint.yaml} up to the build's top folder; null if none. */
    private @Nullable Path configPath() {
        if (configFile != null) {
            return configFile.toPath();
        }
        Path top = topDirectory();
        for (Path dir = project.getBasedir().toPath().toAbsolutePath().normalize(); dir != null; dir = dir.getParent()) {
            Path file = dir.resolve(StreamlintConfig.DEFAULT_FILE_NAME);
            if (Files.isRegularFile(file)) {
                return file;
            }
            if (dir.equals(top)) {
                break;
            }
        }
        return null;
    }

    /** The folder of the build's top project (where mvn was run), or the project's own when it is not above it. */
    private Path topDirectory() {
        Path base = project.getBasedir().toPath().toAbsolutePath().normalize();
        MavenProject top = session == null ? null : session.getTopLevelProject();
        Path topDir = top == null || top.getBasedir() == null ? base : top.getBasedir().toPath().toAbsolutePath().normalize();
        return base.startsWith(topDir) ? topDir : base;
    }
}
