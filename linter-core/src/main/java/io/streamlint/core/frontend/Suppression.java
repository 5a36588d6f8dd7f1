package io.streamlint.core.frontend;

import io.streamlint.core.api.Finding;
import io.streamlint.core.model.SourceLocation;

import java.nio.file.Path;
import java.util.Set;

/**
 * One suppression written in the code: the ids it names (empty: every rule), the region it covers, where and how it
 * is written, its justification, and the scope it covers in words ("in method main(String[])", "on line 12").
 */
public record Suppression(Set<String> ids, Path file, int fromLine, int fromColumn, int toLine, int toColumn,
                          SourceLocation at, String written, String justification, String scope) {

    /** Whether this suppresses {@code f}, by its rule and its primary location. */
    public boolean covers(Finding f) {
        SourceLocation l = f.location();
        if (!l.file().equals(file) || !(ids.isEmpty() || ids.contains(f.ruleId()))) {
            return false;
        }
        boolean afterStart = l.line() > fromLine || l.line() == fromLine && l.column() >= fromColumn;
        boolean beforeEnd = l.line() < toLine || l.line() == toLine && l.column() <= toColumn;
        return afterStart && beforeEnd;
    }
}
