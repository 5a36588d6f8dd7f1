package io.streamlint.core.model;

import java.util.Comparator;

/**
 * Another place that is part of a finding's story: the aggregation behind an output-mode error, the caller
 * of a helper, the branch that chose a risky value. SARIF {@code relatedLocations}.
 */
public record RelatedLocation(SourceLocation location, String message) implements Comparable<RelatedLocation> {

    private static final Comparator<RelatedLocation> ORDER = Comparator
            .comparing(RelatedLocation::location)
            .thenComparing(RelatedLocation::message);

    @Override
    public int compareTo(RelatedLocation other) {
        return ORDER.compare(this, other);
    }
}
