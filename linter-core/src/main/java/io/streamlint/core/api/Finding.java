package io.streamlint.core.api;

import java.util.Comparator;

/** One thing a rule reports: which rule, how severe, what to say, and where. */
public record Finding(String ruleId, Severity severity, String message, SourceLocation location)
        implements Comparable<Finding> {

    private static final Comparator<Finding> ORDER = Comparator
            .comparing(Finding::location)
            .thenComparing(Finding::ruleId)
            .thenComparing(Finding::message);

    @Override
    public int compareTo(Finding other) {
        return ORDER.compare(this, other);
    }
}
