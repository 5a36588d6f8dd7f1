package io.streamlint.maven;

import io.streamlint.core.engine.LintResult;
import io.streamlint.core.report.ConsoleText;
import io.streamlint.core.report.SarifReport;
import io.streamlint.core.support.AtomicFiles;
import org.apache.maven.plugin.MojoExecutionException;
import org.jspecify.annotations.Nullable;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * The SARIF report a goal writes, with the options its {@code sarif*} parameters give: the analysis category, the
 * suppressed findings or not, the information and rule help addresses (refused with a message naming the parameter
 * when they are not addresses).
 */
final class SarifOutput {

    private final String category;
    private final boolean includeSuppressed;
    private final @Nullable String informationUri;
    private final @Nullable String ruleHelpUri;

    /**
     * @param category          GitHub code scanning's analysis category
     * @param includeSuppressed also write suppressed and baselined findings, marked as suppressed
     * @param informationUri    {@code sarifInformationUri}; null or blank: none
     * @param ruleHelpUri       {@code sarifRuleHelpUri}, {@code {id}} standing for the rule id; null or blank: none
     */
    SarifOutput(String category, boolean includeSuppressed, @Nullable String informationUri, @Nullable String ruleHelpUri) {
        this.category = category;
        this.includeSuppressed = includeSuppressed;
        this.informationUri = informationUri;
        this.ruleHelpUri = ruleHelpUri;
    }

    /** Writes {@code result} to {@code sarif}, replacing it at once. */
    void write(LintResult result, Path sarif) throws MojoExecutionException {
        SarifReport.Options options;
        try {
            options = new SarifReport.Options(category, includeSuppressed, informationUri(),
                    ruleHelpUri == null || ruleHelpUri.isBlank() ? null : ruleHelpUri.strip());
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(ConsoleText.printable("Streamlint: sarifRuleHelpUri: " + e.getMessage()));
        }
        try {
            AtomicFiles.writeAtomically(sarif, SarifReport.render(result, options));
        } catch (IOException e) {
            throw new MojoExecutionException(ConsoleText.printable("Streamlint: cannot write " + sarif + ": " + e.getMessage()), e);
        }
    }

    private @Nullable URI informationUri() throws MojoExecutionException {
        if (informationUri == null || informationUri.isBlank()) {
            return null;
        }
        try {
            URI uri = new URI(informationUri.strip());
            if (!uri.isAbsolute()) {
                throw new URISyntaxException(informationUri, "not absolute");
            }
            return uri;
        } catch (URISyntaxException e) {
            throw new MojoExecutionException(ConsoleText.printable("Streamlint: sarifInformationUri must be an absolute URI, not '"
                    + informationUri + "'"));
        }
    }
}
