package io.streamlint.core.api;

import java.util.List;

/**
 * Everything a rule says about itself, read from its {@link RuleInfo} and its page; the single source for
 * console text, SARIF {@code tool.driver.rules[]}, {@code explain} and the rule reference.
 *
 * @param id              stable, opaque id ({@code SS001})
 * @param name            PascalCase name, e.g. {@code AppendAggregationWithoutWatermark}
 * @param defaultSeverity severity unless configured otherwise
 * @param summary         one sentence: what the rule catches (SARIF {@code shortDescription})
 * @param tags            SARIF {@code properties.tags}
 * @param precision       SARIF {@code properties.precision}
 * @param doc             the rule's page: why it matters, how to fix it, an example
 */
public record RuleDescriptor(String id, String name, Severity defaultSeverity, String summary,
                             List<String> tags, Precision precision, RuleDoc doc) {

    private static final ClassValue<RuleDescriptor> OF_CLASS = new ClassValue<>() {
        @Override
        protected RuleDescriptor computeValue(Class<?> type) {
            RuleInfo info = type.getAnnotation(RuleInfo.class);
            if (info == null) {
                throw new IllegalStateException("rule " + type.getName() + " has no @RuleInfo");
            }
            return new RuleDescriptor(info.id(), info.name(), info.severity(), info.summary(), List.of(info.tags()),
                    info.precision(), RuleDoc.load(type, info.id()));
        }
    };

    public RuleDescriptor {
        tags = List.copyOf(tags);
    }

    /** The descriptor of a rule class: its {@link RuleInfo}, and its page {@code streamlint/docs/<id>.md}. */
    public static RuleDescriptor of(Class<?> ruleClass) {
        return OF_CLASS.get(ruleClass);
    }
}
