package io.streamlint.core.testing;

import io.streamlint.core.api.Finding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Pairs markers with findings. A finding fulfils a marker when it is of the marker's rule, starts on its line and
 * its message contains every fragment of the marker; each finding fulfils one marker at most. Markers of one rule
 * on one line are told apart by their fragments, in whatever order they are written.
 */
final class MarkerMatching {

    private final List<Expectations.Expected> markers;
    private final List<Finding> findings;
    /** For each finding, the index of the marker it fulfils, or -1. */
    private final int[] markerOf;

    private MarkerMatching(List<Expectations.Expected> markers, List<Finding> findings) {
        this.markers = markers;
        this.findings = findings;
        this.markerOf = new int[findings.size()];
        Arrays.fill(markerOf, -1);
        for (int m = 0; m < markers.size(); m++) {
            pair(m, new boolean[findings.size()]);
        }
    }

    /**
     * Every difference between {@code markers} and {@code findings}: a marker whose finding is there but whose
     * message lacks a fragment (with the fragments it lacks and the message), a marker without a finding, and a
     * finding without a marker (with its message).
     */
    static List<String> mismatches(List<Expectations.Expected> markers, List<Finding> findings) {
        MarkerMatching matching = new MarkerMatching(markers, findings);
        boolean[] explained = new boolean[findings.size()];
        for (int f = 0; f < findings.size(); f++) {
            explained[f] = matching.markerOf[f] >= 0;
        }
        List<String> errors = new ArrayList<>();
        for (int m = 0; m < markers.size(); m++) {
            if (matching.fulfilled(m)) {
                continue;
            }
            Expectations.Expected marker = markers.get(m);
            int f = firstUnexplainedAt(marker, findings, explained);
            if (f < 0) {
                errors.add("expected but not reported: " + marker);
            } else {
                explained[f] = true;
                String message = findings.get(f).message();
                errors.add(marker + ": the message lacks " + marker.missingFrom(message).stream()
                        .map(Expectations::quoted).collect(Collectors.joining(" ")) + ": " + message);
            }
        }
        for (int f = 0; f < findings.size(); f++) {
            if (!explained[f]) {
                Finding finding = findings.get(f);
                errors.add("reported but not marked: " + finding.location().file().getFileName() + ":"
                        + finding.location().line() + " " + finding.ruleId() + ": " + finding.message());
            }
        }
        return errors;
    }

    private boolean fulfilled(int marker) {
        return Arrays.stream(markerOf).anyMatch(m -> m == marker);
    }

    /** Pairs marker {@code m} with a finding it matches, moving earlier pairs to other findings where needed. */
    private boolean pair(int m, boolean[] visited) {
        for (int f = 0; f < findings.size(); f++) {
            if (!visited[f] && markers.get(m).matches(findings.get(f))) {
                visited[f] = true;
                if (markerOf[f] < 0 || pair(markerOf[f], visited)) {
                    markerOf[f] = m;
                    return true;
                }
            }
        }
        return false;
    }

    private static int firstUnexplainedAt(Expectations.Expected marker, List<Finding> findings, boolean[] explained) {
        for (int f = 0; f < findings.size(); f++) {
            if (!explained[f] && marker.isAt(findings.get(f))) {
                return f;
            }
        }
        return -1;
    }
}
