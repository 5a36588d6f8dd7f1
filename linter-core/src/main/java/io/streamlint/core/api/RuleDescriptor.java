package io.streamlint.core.api;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Everything a rule says about itself, read from its {@link RuleInfo} and its page; the single source for
 * console text, SARIF {@code tool.driver.rules[]}, {@code explain} and the rule reference.
 *
 * @param id              stable, opaque id of the form {@link #ID} ({@code SS001}, a rule pack's {@code ACME001})
 * @param name            PascalCase name, e.g. {@code AppendAggregationWithoutWatermark}
 * @param defaultSeverity severity unless configured otherwise
 * @param summary         one sentence: what the rule catches (SARIF {@code shortDescription})
 * @param tags            SARIF {@code properties.tags}
 * @param precision       SARIF {@code properties.precision}
 * @param productionOnly  not reported in test code (see {@link RuleInfo#productionOnly()})
 * @param doc             the rule's page: why it matters, how to fix it, an example
 */
public record RuleDescriptor(String id, String name, Severity defaultSeverity, String summary,
                             List<String> tags, Precision precision, boolean productionOnly, RuleDoc doc) {

    /**
     * The form of a rule id: two or more capital letters, then three or more digits ({@code SS001} for the built-in
     * rules, {@code SL001} for the tool's own notes, e.g. {@code ACME001} for a team's rule pack). Configuration and
     * suppressions take ids in any case; a suppression comment tells ids from the words around them by this form.
     */
    public static final Pattern ID = Pattern.compile("[A-Z]{2,}[0-9]{3,}");

    /** What the rule's help says of a production-only rule, appended to its page ({@link #page()}). */
    public static final String NOT_IN_TEST_CODE = "Not reported in test code (files under a test source folder such"
            + " as src/test/java, test classes, JUnit or TestNG tests): a production-durability warning, about what"
            + " happens to a query that runs for long, restarts or recovers, which a test that starts, drains and stops"
            + " its query does not.";

    private static final ClassValue<RuleDescriptor> OF_CLASS = new ClassValue<>() {
        @Override
        protected RuleDescriptor computeValue(Class<?> type) {
            RuleInfo info = type.getAnnotation(RuleInfo.class);
            if (info == null) {
                throw new IllegalStateException("rule " + type.getName() + " has no @RuleInfo");
            }
            return new RuleDescriptor(info.id(), info.name(), info.severity(), info.summary(), List.of(info.tags()),
                    info.precision(), info.productionOnly(), RuleDoc.load(type, info.id()));
        }
    };

    public RuleDescriptor {
        tags = List.copyOf(tags);
    }

    /** The descriptor of a rule class: its {@link RuleInfo}, and its page {@code streamlint/docs/<id>.md}. */
    public static RuleDescriptor of(Class<?> ruleClass) {
        return OF_CLASS.get(ruleClass);
    }

    /**
     * The rule's help as {@code explain} prints it and SARIF carries it: its page, and for a production-only rule a
     * last section saying so (written here once rather than on every such page).
     */
    public String page() {
        return productionOnly ? doc.markdown().stripTrailing() + "\n\n## Test code\n" + NOT_IN_TEST_CODE + "\n"
                : doc.markdown();
    }
}
