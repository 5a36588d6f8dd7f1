package io.streamlint.core.frontend;

import io.streamlint.core.model.SourceLocation;

import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * A frontend's files as the steps after the rules see them (finding keys, test code, suppressions), whatever their
 * language. A file the frontend did not read is read when asked about.
 */
public interface SourceIndex {

    /**
     * Reads {@code files} and those that may hold suppressions ahead, on every core, so that later steps do not on
     * one.
     */
    void load(Collection<Path> files);

    /**
     * The declarations enclosing {@code at}, outermost first and joined by dots ({@code demo.Job.main(String[])});
     * "" when the file has none known.
     */
    String scopeAt(SourceLocation at);

    /** The text of {@code at}'s region without white space; the whole line when the region has no end. */
    String codeAt(SourceLocation at);

    /** Why {@code file} is test code by what it declares (a test class, a test annotation); empty when it is not. */
    Optional<String> declaredTestCode(Path file);

    /** The suppressions written in the files, file by file in path order. */
    List<Suppression> suppressions();

    /**
     * The named element that {@code at}'s line shows, for the reports (a plan node of a plan dump); empty when the
     * file's language has none to name there (Java: its scope is in the finding's key, not in the reports).
     */
    default Optional<CodeElement> elementAt(SourceLocation at) {
        return Optional.empty();
    }

    /**
     * The text of {@code at}'s region in {@code lines} (a file's lines, without line ends) without white space; the
     * whole line when the region has no end, "" past the end of the file: what {@link #codeAt} answers.
     */
    static String codeIn(List<String> lines, SourceLocation at) {
        StringBuilder text = new StringBuilder();
        if (at.endLine() < at.line() || at.column() <= 0 || at.endColumn() <= 0) {
            text.append(line(lines, at.line()));
        } else {
            for (int n = at.line(); n <= at.endLine(); n++) {
                String line = line(lines, n);
                int from = n == at.line() ? Math.min(at.column() - 1, line.length()) : 0;
                int to = n == at.endLine() ? Math.min(at.endColumn(), line.length()) : line.length();
                text.append(line, from, Math.max(from, to)).append('\n');
            }
        }
        return text.toString().replaceAll("\\s+", "");
    }

    /** Line {@code n} (1-based) of {@code lines}, or "" past the end. */
    private static String line(List<String> lines, int n) {
        return n >= 1 && n <= lines.size() ? lines.get(n - 1) : "";
    }
}
