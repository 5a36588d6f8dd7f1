package io.streamlint.maven;

import io.streamlint.core.engine.Baseline;
import io.streamlint.core.engine.LintRequest;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.report.ConsoleText;
import io.streamlint.core.support.AtomicFiles;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;

import java.io.File;
import java.io.IOException;
import java.util.List;

/**
 * Writes the project's current findings to the baseline file, so that {@code check} reports only new ones:
 * the way to adopt Streamlint on existing code. Findings suppressed in the code are left out. Review the file
 * and commit it; run the goal again to drop entries that were fixed. A project without findings gets no file
 * (an existing one is emptied).
 */
@Mojo(name = "baseline", threadSafe = true, requiresDependencyResolution = ResolutionScope.TEST)
public class BaselineMojo extends AbstractStreamlintMojo {

    /** The baseline file to write. */
    @Parameter(property = "streamlint.baselineFile", defaultValue = "${project.basedir}/streamlint-baseline.json")
    File baselineFile;

    @Override
    List<MavenProject> projects() {
        return List.of(project);
    }

    @Override
    public void execute() throws MojoExecutionException {
        if (skip) {
            getLog().info("Streamlint: skipped (streamlint.skip)");
            return;
        }
        LintRequest request = prepare();
        if (request == null) {
            return;
        }
        LintResult result = lint(request);
        Baseline baseline = Baseline.of(result, baselineFile.toPath());
        if (baseline.entries().isEmpty() && !baselineFile.exists()) {
            getLog().info("Streamlint: no findings, so no baseline file is needed here");
            return;
        }
        try {
            AtomicFiles.writeAtomically(baselineFile.toPath(), baseline.render());
        } catch (IOException e) {
            throw new MojoExecutionException(ConsoleText.printable("Streamlint: cannot write " + baselineFile + ": " + e.getMessage()), e);
        }
        int n = baseline.entries().size();
        getLog().info("Streamlint: wrote " + ResultLog.plural(n, "finding") + " to the baseline "
                + ResultLog.display(project.getBasedir().toPath(), baselineFile.toPath())
                + "; checks now report only findings not in it.");
    }
}
