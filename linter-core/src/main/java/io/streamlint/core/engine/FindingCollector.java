package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SourceLocation;
import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;

/**
 * Gathers findings so that one root cause is one finding: everything a rule reports at one location (from
 * several calling contexts or branch choices of the same code) becomes a single finding, with the most severe
 * severity, the message that sorts first among those reported with it, and the related locations of all of
 * them. The branches that lead to it are related locations only when the finding does not hold on every path:
 * "when debug is false" says something only if the other path is fine.
 */
final class FindingCollector {

    /** One occurrence of the thing a rule judged: where it is, which of how many occurrences there, and its branches. */
    record Subject(@Nullable SourceLocation location, int occurrence, int occurrences, List<RelatedLocation> branches) {
    }

    private record Key(String ruleId, SourceLocation location) implements Comparable<Key> {
        @Override
        public int compareTo(Key o) {
            int c = location.compareTo(o.location);
            return c != 0 ? c : ruleId.compareTo(o.ruleId);
        }
    }

    private static final class Merged {
        Severity severity;
        String message;
        final List<RelatedLocation> related = new ArrayList<>();
        final List<RelatedLocation> branches = new ArrayList<>();
        final Map<SourceLocation, Set<Integer>> producedBy = new HashMap<>();
        final Map<SourceLocation, Integer> occurrences = new HashMap<>();

        Merged(Severity severity, String message) {
            this.severity = severity;
            this.message = message;
        }
    }

    private final Map<Key, Merged> findings = new TreeMap<>();

    synchronized void add(String ruleId, Severity severity, SourceLocation location, String message,
                          List<RelatedLocation> related, @Nullable Subject subject) {
        Merged m = findings.computeIfAbsent(new Key(ruleId, location), k -> new Merged(severity, message));
        // a message goes with its severity: a downgraded report ("Spark runs it only because ...") never speaks
        // for a more severe one of the same root cause
        boolean moreSevere = severity != m.severity && severity.isAtLeast(m.severity);
        if (moreSevere || severity == m.severity && message.compareTo(m.message) < 0) {
            m.severity = severity;
            m.message = message;
        }
        related.stream().filter(r -> !r.location().equals(location)).forEach(m.related::add);
        if (subject != null && subject.location() != null) {
            m.branches.addAll(subject.branches());
            m.producedBy.computeIfAbsent(subject.location(), l -> new HashSet<>()).add(subject.occurrence());
            m.occurrences.put(subject.location(), subject.occurrences());
        }
    }

    List<Finding> findings() {
        List<Finding> out = new ArrayList<>();
        findings.forEach((k, m) -> {
            List<RelatedLocation> related = new ArrayList<>(m.related);
            boolean onSomePathsOnly = m.producedBy.entrySet().stream()
                    .anyMatch(e -> e.getValue().size() < Objects.requireNonNull(m.occurrences.get(e.getKey())));
            if (onSomePathsOnly) {
                m.branches.stream().filter(r -> !r.location().equals(k.location())).forEach(related::add);
            }
            out.add(new Finding(k.ruleId(), m.severity, m.message, k.location(), related));
        });
        return out;
    }
}
