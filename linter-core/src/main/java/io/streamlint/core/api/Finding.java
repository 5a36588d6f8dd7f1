package io.streamlint.core.api;

import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SourceLocation;

import java.util.Comparator;
import java.util.List;

/**
 * One thing a rule reports: which rule, how severe, what to say, where the fix goes, and the other places
 * that explain it (sorted, without duplicates).
 */
public record Finding(String ruleId, Severity severity, String message, SourceLocation location,
                      List<RelatedLocation> related) implements Comparable<Finding> {

    private static final Comparator<Finding> ORDER = Comparator
            .comparing(Finding::location)
            .thenComparing(Finding::ruleId)
            .thenComparing(Finding::message);

    public Finding {
        related = related.stream().distinct().sorted().toList();
    }

    public Finding(String ruleId, Severity severity, String message, SourceLocation location) {
        this(ruleId, severity, message, location, List.of());
    }

    @Override
    public int compareTo(Finding other) {
        return ORDER.compare(this, other);
    }
}
