package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;

/**
 * A finding that is not reported: suppressed in the code, or already in the baseline.
 *
 * @param justification the reason written with the suppression ({@code -- reason}), else ""
 */
public record Suppressed(Finding finding, Kind kind, String justification) {

    /** SARIF's suppression kinds: in the source, or outside it (the baseline file). */
    public enum Kind {
        IN_SOURCE, BASELINE
    }
}
