package io.streamlint.core.api;

import java.util.List;

/**
 * Everything a rule says about itself; the single source for console text, SARIF
 * {@code tool.driver.rules[]}, {@code explain} and the rule's documentation page.
 *
 * @param id              stable, opaque id ({@code SS001}); never reused for another kind of finding
 * @param name            PascalCase name, e.g. {@code AppendAggregationWithoutWatermark}
 * @param defaultSeverity severity unless configured otherwise
 * @param summary         one sentence: what the rule catches (SARIF {@code shortDescription})
 * @param tags            SARIF {@code properties.tags}
 * @param doc             the rule's page: why it matters, how to fix it, an example
 */
public record RuleDescriptor(String id, String name, Severity defaultSeverity, String summary,
                             List<String> tags, RuleDoc doc) {

    public RuleDescriptor {
        tags = List.copyOf(tags);
    }

    /** A built-in rule's descriptor, its page read from {@code streamlint/docs/<id>.md} next to {@code owner}. */
    public static RuleDescriptor of(Class<?> owner, String id, String name, Severity severity, String summary,
                                    String... tags) {
        return new RuleDescriptor(id, name, severity, summary, List.of(tags), RuleDoc.load(owner, id));
    }
}
