package io.streamlint.maven;

import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;

import java.io.File;
import java.util.List;

/**
 * Lints the project's Java sources for Spark Structured Streaming mistakes, logs the findings like
 * compiler errors, writes a SARIF report and fails the build on findings at or above {@code failOnSeverity}.
 * Findings in the baseline file and findings suppressed in the code are not reported.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true,
        requiresDependencyResolution = ResolutionScope.TEST)
public class CheckMojo extends AbstractStreamlintMojo {

    /** Where the SARIF report is written. */
    @Parameter(property = "streamlint.sarifFile", defaultValue = "${project.build.directory}/streamlint.sarif")
    File sarifFile;

    /** Findings listed here are not reported (write it with {@code streamlint:baseline}); used when the file exists. */
    @Parameter(property = "streamlint.baselineFile", defaultValue = "${project.basedir}/streamlint-baseline.json")
    File baselineFile;

    @Override
    List<MavenProject> projects() {
        return List.of(project);
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
        LintResult result = applyBaseline(lint(request), baselineFile);
        report(result, sarifFile, "streamlint/" + project.getArtifactId());
    }
}
