package io.streamlint.ruletesting;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Severity;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Pairs markers with findings. A finding fulfils a marker when it is of the marker's rule, starts on its line, has
 * the marker's severity (or, for a marker that gives none, the rule's default when one is known) and its message
 * contains every fragment of the marker; each finding fulfils one marker at most. Markers of one rule on one line are
 * told apart by their severities and fragments, in whatever order they are written.
 */
final class MarkerMatching {

    private final List<Expectations.Expected> markers;
    private final List<Finding> findings;
    private final Function<String, Optional<Severity>> defaults;
    /** For each finding, the index of the marker it fulfils, or -1. */
    private final int[] markerOf;

    private MarkerMatching(List<Expectations.Expected> markers, List<Finding> findings,
                           Function<String, Optional<Severity>> defaults) {
        this.markers = markers;
        this.findings = findings;
        this.defaults = defaults;
        this.markerOf = new int[findings.size()];
        Arrays.fill(markerOf, -1);
        for (int m = 0; m < markers.size(); m++) {
            pair(m, new boolean[findings.size()]);
        }
    }

    /**
     * Every difference between {@code markers} and {@code findings}: a marker whose finding is there but whose
     * message lacks a fragment (with the fragments it lacks and the message) or whose severity is another, a marker
     * without a finding, and a finding without a marker (with its message).
     *
     * @param defaults the default severity of a rule id, empty where a marker's finding may have any severity
     */
    static List<String> mismatches(List<Expectations.Expected> markers, List<Finding> findings,
                                   Function<String, Optional<Severity>> defaults) {
        MarkerMatching matching = new MarkerMatching(markers, findings, defaults);
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
                Finding finding = findings.get(f);
                String message = finding.message();
                List<String> missing = marker.missingFrom(message);
                Optional<Severity> severity = marker.expectedSeverity(defaults.apply(marker.ruleId()));
                List<String> wrong = new ArrayList<>();
                if (severity.isPresent() && severity.get() != finding.severity()) {
                    wrong.add("reported as " + article(finding.severity()) + ", not as " + article(severity.get())
                            + (marker.entry().severity().isPresent() ? "" : " (the rule's default; a marker gives"
                            + " another severity as in '" + marker.ruleId() + " [" + finding.severity().label() + "]')"));
                }
                if (!missing.isEmpty()) {
                    wrong.add("the message lacks " + missing.stream().map(Expectations::quoted)
                            .collect(Collectors.joining(" ")));
                }
                errors.add(marker + ": " + String.join("; ", wrong) + ": " + message);
            }
        }
        for (int f = 0; f < findings.size(); f++) {
            if (!explained[f]) {
                Finding finding = findings.get(f);
                errors.add("reported but not marked: " + finding.location().file().getFileName() + ":"
                        + finding.location().line() + " " + finding.ruleId() + " [" + finding.severity().label() + "]: "
                        + finding.message());
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
            Expectations.Expected marker = markers.get(m);
            if (!visited[f] && marker.matches(findings.get(f), defaults.apply(marker.ruleId()))) {
                visited[f] = true;
                if (markerOf[f] < 0 || pair(markerOf[f], visited)) {
                    markerOf[f] = m;
                    return true;
                }
            }
        }
        return false;
    }

    private static String article(Severity severity) {
        return (severity == Severity.ERROR ? "an " : "a ") + severity.label();
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
