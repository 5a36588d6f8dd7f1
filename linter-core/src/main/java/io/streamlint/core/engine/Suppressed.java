package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;

/**
 * A finding that is not reported: suppressed in the code, already in the baseline, or a production-only rule's
 * finding in test code.
 *
 * @param justification the reason written with the suppression ({@code -- reason}), else why it is left out, or ""
 */
public record Suppressed(Finding finding, Kind kind, String justification) {

    /** Why a finding is not reported; SARIF calls the first kind in-source and the others external. */
    public enum Kind {
        IN_SOURCE, BASELINE, TEST_CODE
    }
}
