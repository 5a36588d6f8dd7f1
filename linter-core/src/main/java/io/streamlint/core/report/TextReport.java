package io.streamlint.core.report;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Problem;
import io.streamlint.core.api.Severity;
import io.streamlint.core.engine.LintResult;
import io.streamlint.core.engine.Suppressed;
import io.streamlint.core.support.ToolInfo;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

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

    /** Bold red, yellow and cyan: how compilers colour these on a terminal. */
    private static final Map<Severity, String> ANSI_COLOUR = Map.of(
            Severity.ERROR, "\u001b[1;31m", Severity.WARNING, "\u001b[1;33m", Severity.NOTE, "\u001b[1;36m");
    private static final String ANSI_RESET = "\u001b[0m";

    private TextReport() {
    }

    public static String render(LintResult result) {
        return render(result, true);
    }

    /** The report, with or without its summary line. */
    public static String render(LintResult result, boolean withSummary) {
        return render(result, withSummary, false);
    }

    /**
     * The report, with or without its summary line, its severities coloured with ANSI escapes when {@code colour}
     * (for a terminal: red errors, yellow warnings, cyan notes; the rest of each line stays as it is).
     */
    public static String render(LintResult result, boolean withSummary, boolean colour) {
        StringBuilder out = new StringBuilder();
        Path root = result.sourceRoot();
        result.findings().forEach(f -> out.append(line(position(root, f.location().file(), f.location().line(),
                f.location().column()), f.severity(), f.message(), f.ruleId(), colour)).append('\n'));
        result.failures().forEach(p -> out.append(line(position(root, p.file(), p.line(), p.column()), Severity.ERROR,
                p.message(), TOOL_TAG, colour)).append('\n'));
        staleBaseline(result).ifPresent(line -> out.append(line).append('\n'));
        if (withSummary) {
            out.append(summary(result)).append('\n');
        }
        return out.toString();
    }

    /** One finding's line: {@code path:line:col: severity: message [SS001]}. */
    public static String line(Path sourceRoot, Finding f) {
        return line(position(sourceRoot, f.location().file(), f.location().line(), f.location().column()),
                f.severity(), f.message(), f.ruleId(), false);
    }

    /** The longest message part of a {@link #shortLine}, in characters. */
    public static final int SHORT_MESSAGE_CHARS = 160;

    /**
     * A finding's line for a build log that names the report holding the whole message: {@link #line(Path, Finding)}
     * with the message cut to its first clause (what goes wrong, up to the first {@code ": "} or {@code ". "}
     * outside brackets) and to at most {@link #SHORT_MESSAGE_CHARS} characters.
     */
    public static String shortLine(Path sourceRoot, Finding f) {
        return line(position(sourceRoot, f.location().file(), f.location().line(), f.location().column()),
                f.severity(), firstClause(f.message()), f.ruleId(), false);
    }

    static String firstClause(String message) {
        String oneLine = message.strip().replaceAll("\\s*\\R\\s*", " ");
        int depth = 0;
        int end = oneLine.length();
        for (int i = 0; i + 1 < oneLine.length(); i++) {
            char c = oneLine.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                depth++;
            } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
                depth--;
            } else if (depth == 0 && (c == ':' || c == '.') && oneLine.charAt(i + 1) == ' ') {
                end = i;
                break;
            }
        }
        String clause = oneLine.substring(0, end);
        if (clause.length() <= SHORT_MESSAGE_CHARS) {
            return clause;
        }
        int space = clause.lastIndexOf(' ', SHORT_MESSAGE_CHARS - 3);
        return clause.substring(0, space > 0 ? space : SHORT_MESSAGE_CHARS - 3) + "...";
    }

    /** One problem's line: {@code path[:line[:col]]: error: message [streamlint]}. */
    public static String line(Path sourceRoot, Problem p) {
        return line(position(sourceRoot, p.file(), p.line(), p.column()), Severity.ERROR, p.message(), TOOL_TAG, false);
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
        long inSource = result.count(Suppressed.Kind.IN_SOURCE);
        long baselined = result.count(Suppressed.Kind.BASELINE);
        long inTestCode = result.count(Suppressed.Kind.TEST_CODE);
        List<String> left = new ArrayList<>();
        if (inSource > 0) {
            left.add(inSource + " suppressed in the code");
        }
        if (baselined > 0) {
            left.add(baselined + " in the baseline");
        }
        if (inTestCode > 0) {
            left.add(inTestCode + " production-only in test code");
        }
        if (!left.isEmpty()) {
            line.append(" (not reported: ").append(String.join(", ", left)).append(')');
        }
        long problemFiles = result.failures().stream().map(Problem::file).distinct().count();
        if (problemFiles > 0) {
            // "fully": a problem may also be one rule failing on one query of an otherwise linted file.
            line.append("; ").append(count(problemFiles, "file")).append(" could not be fully linted");
        }
        return line.append('.').toString();
    }

    /**
     * The line saying that baseline entries match no finding any more, if some do: they were fixed (or their code
     * changed), and regenerating the baseline drops them. Information, not a failure.
     */
    public static Optional<String> staleBaseline(LintResult result) {
        int n = result.staleBaseline().size();
        if (n == 0) {
            return Optional.empty();
        }
        // The entries come from the baseline file: escaped as the rest of the console text.
        return Optional.of(ConsoleText.printable(ToolInfo.NAME + ": " + count(n, "baseline entry").replace("entrys", "entries")
                + (n == 1 ? " matches" : " match") + " no finding any more (fixed, or the code changed): "
                + result.staleBaseline().stream().limit(3).map(e -> e.rule() + " in " + e.file())
                .collect(Collectors.joining(", ")) + (n > 3 ? ", ..." : "")
                + "; regenerate the baseline to drop " + (n == 1 ? "it." : "them.")));
    }

    private static String line(String position, Severity severity, String message, String tag, boolean colour) {
        // One entry, one line: tools that read this output match line by line.
        String oneLine = message.strip().replaceAll("\\s*\\R\\s*", " ");
        String label = colour ? ANSI_COLOUR.get(severity) + severity.label() + ANSI_RESET : severity.label();
        return ConsoleText.printable(position) + ": " + label + ": " + ConsoleText.printable(oneLine)
                + " [" + tag + "]";
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
