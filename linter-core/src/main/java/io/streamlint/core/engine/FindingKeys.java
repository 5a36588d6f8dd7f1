package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.frontend.SourceIndex;
import io.streamlint.core.model.SourceLocation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Computes the {@link FindingKey} of each finding of a run. */
final class FindingKeys {

    private FindingKeys() {
    }

    /** The key of each of {@code findings} (which must be in their sorted order, so occurrences count in it). */
    static Map<Finding, FindingKey> of(List<Finding> findings, SourceIndex sources) {
        Map<Finding, FindingKey> keys = new HashMap<>();
        Map<List<String>, Integer> seen = new HashMap<>();
        for (Finding f : findings.stream().sorted().toList()) {
            SourceLocation at = f.location();
            String scope = sources.scopeAt(at);
            String code = sources.codeAt(at);
            int occurrence = seen.merge(List.of(f.ruleId(), at.file().toString(), scope, code), 1, Integer::sum) - 1;
            keys.put(f, new FindingKey(scope, code, occurrence));
        }
        return keys;
    }
}
