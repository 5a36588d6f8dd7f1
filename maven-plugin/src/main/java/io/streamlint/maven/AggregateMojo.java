package io.streamlint.maven;

import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;

import java.io.File;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Lints every module of the build together and writes one SARIF report for the whole reactor, with paths
 * relative to the repository root: one upload for GitHub code scanning. Jobs whose parts live in several
 * modules are seen whole. Run it from the top project: {@code mvn verify streamlint:aggregate}.
 */
@Mojo(name = "aggregate", aggregator = true, threadSafe = true, requiresDependencyResolution = ResolutionScope.TEST)
public class AggregateMojo extends AbstractStreamlintMojo {

    /** Where the reactor's SARIF report is written. */
    @Parameter(property = "streamlint.aggregateSarifFile", defaultValue = "${project.build.directory}/streamlint-aggregate.sarif")
    File sarifFile;

    /**
     * The baseline file of the top project; the baselines of the modules (the same file name in each module's
     * folder) are applied too, so the reactor's report leaves out what each module's check leaves out.
     */
    @Parameter(property = "streamlint.baselineFile", defaultValue = "${project.basedir}/streamlint-baseline.json")
    File baselineFile;

    @Override
    List<MavenProject> projects() {
        return session.getProjects();
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Streamlint: skipped (streamlint.skip)");
            return;
        }
        LintRequest request = prepare();
        if (request == null) {
            return;
        }
        LintResult result = lint(request);
        Set<File> baselines = new LinkedHashSet<>();
        baselines.add(baselineFile.getAbsoluteFile());
        for (MavenProject module : session.getProjects()) {
            baselines.add(new File(module.getBasedir(), baselineFile.getName()).getAbsoluteFile());
        }
        for (File baseline : baselines) {
            result = applyBaseline(result, baseline);
        }
        report(result, sarifFile, "streamlint/");
    }
}
