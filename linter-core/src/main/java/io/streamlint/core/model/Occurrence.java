package io.streamlint.core.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A model element as the code builds it in one calling context and along one choice of branches, with how
 * the code gets there: the callers of the helper it was built in, and the branches that chose its values.
 * A finding on it carries the callers as related locations, so a helper used by five callers is reported once,
 * at the helper, with the callers that lead to the problem; the branches are added when the finding does not
 * hold on every path.
 */
public record Occurrence<T>(T element, List<RelatedLocation> callers, List<RelatedLocation> branches) {

    public Occurrence {
        callers = List.copyOf(callers);
        branches = List.copyOf(branches);
    }

    public static <T> Occurrence<T> of(T element) {
        return new Occurrence<>(element, List.of(), List.of());
    }

    /** Callers, then branches. */
    public List<RelatedLocation> trail() {
        List<RelatedLocation> trail = new ArrayList<>(callers);
        trail.addAll(branches);
        return trail;
    }
}
