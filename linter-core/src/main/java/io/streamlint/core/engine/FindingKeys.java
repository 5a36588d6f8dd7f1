package io.streamlint.core.engine;

import io.streamlint.core.api.Finding;
import io.streamlint.core.model.SourceLocation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Computes the {@link FindingKey} of each finding of a run. */
final class FindingKeys {

    private FindingKeys() {
    }

    /** The key of each of {@code findings} (which must be in their sorted order, so occurrences count in it). */
    static Map<Finding, FindingKey> of(List<Finding> findings, ParsedSources sources) {
        Map<Finding, FindingKey> keys = new HashMap<>();
        Map<List<String>, Integer> seen = new HashMap<>();
        for (Finding f : findings.stream().sorted().toList()) {
            SourceLocation at = f.location();
            ParsedSources.Source source = sources.parsed(at.file());
            String scope = source.unit().map(u -> Scopes.at(u, at.line(), at.column())).orElse("");
            String code = code(source, at);
            int occurrence = seen.merge(List.of(f.ruleId(), at.file().toString(), scope, code), 1, Integer::sum) - 1;
            keys.put(f, new FindingKey(scope, code, occurrence));
        }
        return keys;
    }

    /** The text of the region without white space; the whole line when the region has no end. */
    static String code(ParsedSources.Source source, SourceLocation at) {
        StringBuilder text = new StringBuilder();
        if (at.endLine() < at.line() || at.column() <= 0 || at.endColumn() <= 0) {
            text.append(source.line(at.line()));
        } else {
            for (int n = at.line(); n <= at.endLine(); n++) {
                String line = source.line(n);
                int from = n == at.line() ? Math.min(at.column() - 1, line.length()) : 0;
                int to = n == at.endLine() ? Math.min(at.endColumn(), line.length()) : line.length();
                text.append(line, from, Math.max(from, to)).append('\n');
            }
        }
        return text.toString().replaceAll("\\s+", "");
    }
}
