package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.RelatedLocation;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceLocation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Gathers findings so that one root cause is one finding: everything a rule reports at one location (from
 * several calling contexts or branch choices of the same code) becomes a single finding, with the message
 * that sorts first, the most severe severity, and the related locations of all of them.
 */
final class FindingCollector {

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
    }

    private final Map<Key, Merged> findings = new TreeMap<>();

    synchronized void add(String ruleId, Severity severity, SourceLocation location, String message,
                          List<RelatedLocation> related) {
        Merged m = findings.computeIfAbsent(new Key(ruleId, location), k -> new Merged());
        if (m.severity == null || severity.isAtLeast(m.severity)) {
            m.severity = severity;
        }
        if (m.message == null || message.compareTo(m.message) < 0) {
            m.message = message;
        }
        for (RelatedLocation r : related) {
            if (!r.location().equals(location)) {
                m.related.add(r);
            }
        }
    }

    List<Finding> findings() {
        List<Finding> out = new ArrayList<>();
        findings.forEach((k, m) -> out.add(new Finding(k.ruleId(), m.severity, m.message, k.location(), m.related)));
        return out;
    }
}
