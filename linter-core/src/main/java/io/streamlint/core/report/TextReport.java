package io.streamlint.core.report;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.LintResult;

import java.nio.file.Path;

/**
 * A {@link LintResult} for the console, in the compiler style editors and CI logs link up:
 * <pre>
 * src/main/java/Job.java:12:5: error: message [SS001]
 * src/main/java/Broken.java:3:1: error: cannot parse ... [streamlint]
 * Streamlint: 1 finding (1 error, 0 warnings, 0 notes) in 12 files; 1 file could not be fully linted.
 * </pre>
 * Findings first, in the result's order, then problems ({@code path[:line[:column]]}, the position left out
 * when unknown), then one summary line. Paths are relative to the source root, with forward slashes.
 */
public final class TextReport {

    /** Stands in for a rule id on the lines of problems, which belong to the tool, not to a rule. */
    public static final String TOOL_TAG = "streamlint";

    private TextReport() {
    }

    public static String render(LintResult result) {
        Path root = result.sourceRoot();
        StringBuilder out = new StringBuilder();
        for (Finding f : result.findings()) {
            line(out, position(root, f.location().file(), f.location().line(), f.location().column()),
                    f.severity(), f.message(), f.ruleId());
        }
        for (Problem p : result.problems()) {
            line(out, position(root, p.file(), p.line(), p.column()), Severity.ERROR, p.message(), TOOL_TAG);
        }
        return out.append(summary(result)).append('\n').toString();
    }

    /** The last line alone, e.g. {@code Streamlint: no findings in 12 files.} */
    public static String summary(LintResult result) {
        StringBuilder line = new StringBuilder(ToolInfo.NAME).append(": ");
        if (result.findings().isEmpty()) {
            line.append("no findings");
        } else {
            line.append(count(result.findings().size(), "finding")).append(" (")
                    .append(count(result.count(Severity.ERROR), "error")).append(", ")
                    .append(count(result.count(Severity.WARNING), "warning")).append(", ")
                    .append(count(result.count(Severity.NOTE), "note")).append(')');
        }
        line.append(" in ").append(count(result.filesScanned(), "file"));
        long problemFiles = result.problems().stream().map(Problem::file).distinct().count();
        if (problemFiles > 0) {
            // "fully": a problem may also be one rule failing on one query of an otherwise linted file.
            line.append("; ").append(count(problemFiles, "file")).append(" could not be fully linted");
        }
        return line.append('.').toString();
    }

    private static void line(StringBuilder out, String position, Severity severity, String message, String tag) {
        // One entry, one line: tools that read this output match line by line.
        String oneLine = message.strip().replaceAll("\\s*\\R\\s*", " ");
        out.append(position).append(": ").append(severity.label()).append(": ").append(oneLine)
                .append(" [").append(tag).append("]\n");
    }

    private static String position(Path root, Path file, int line, int column) {
        String position = ReportPaths.relative(root, file);
        if (line > 0) {
            position += ":" + line + (column > 0 ? ":" + column : "");
        }
        return position;
    }

    private static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
