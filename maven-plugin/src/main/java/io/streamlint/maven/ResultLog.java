package io.streamlint.maven;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.report.TextReport;
import org.apache.maven.plugin.logging.Log;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A lint's result in the Maven log: the findings like compiler messages (each cut to its first clause), what could
 * not be linted, stale baseline entries and the summary line; and the wording the goals' messages share (counts,
 * plurals, paths as the reports show them).
 */
final class ResultLog {

    private final Log log;

    ResultLog(Log log) {
        this.log = log;
    }

    /**
     * A compact block: errors, then warnings, then notes, each in file order, one short line each; the whole
     * messages (and their fixes) are in the report the summary names last.
     */
    void findings(LintResult result) {
        for (Severity severity : Severity.values()) {
            for (Finding f : result.findings()) {
                if (f.severity() == severity) {
                    String line = TextReport.shortLine(result.sourceRoot(), f);
                    switch (severity) {
                        case ERROR -> log.error(line);
                        case WARNING -> log.warn(line);
                        case NOTE -> log.info(line);
                    }
                }
            }
        }
    }

    /** A warning for each file (part) that could not be linted, then the baseline entries that matched nothing. */
    void problems(LintResult result) {
        for (Problem p : result.failures()) {
            log.warn(TextReport.line(result.sourceRoot(), p));
        }
        TextReport.staleBaseline(result).ifPresent(log::info);
    }

    /** The summary of {@code result}, naming the SARIF report as {@code sarifShown}. */
    void summary(LintResult result, String sarifShown) {
        log.info(TextReport.summary(result) + " SARIF report: " + sarifShown);
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
}
