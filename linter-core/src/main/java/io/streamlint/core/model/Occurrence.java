package io.streamlint.core.model;

import io.streamlint.core.api.RelatedLocation;

import java.util.List;

/**
 * A model element as the code builds it in one calling context and along one choice of branches, with the
 * trail that leads there: the callers of the helper it was built in, the branches that chose its values.
 * A finding on it carries the trail as related locations, so a helper used by five callers is reported once,
 * at the helper, with the callers that lead to the problem.
 */
public record Occurrence<T>(T element, List<RelatedLocation> trail) {

    public Occurrence {
        trail = List.copyOf(trail);
    }

    public static <T> Occurrence<T> of(T element) {
        return new Occurrence<>(element, List.of());
    }
}
