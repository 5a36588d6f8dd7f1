package io.streamlint.core.dump;

import io.streamlint.core.api.Finding;
import io.streamlint.core.api.Rule;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.SourceLocation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * Which rule a message of Spark's names: the regular expressions each rule declares in
 * {@link RuleInfo#sparkRejections()}, the same ones the rules module's verdict test checks against real Spark.
 */
public final class SparkRejections {

    /** The rule id of a rejection no rule describes. */
    public static final String UNMATCHED = "SPARK";

    /** The message a finding that only reports Spark's own rejection starts with. */
    public static final String SPARK_SAYS = "Spark rejects this query at start(): ";

    /** Each rule's expressions, by rule id in order. */
    private final Map<String, List<Pattern>> patterns;

    private SparkRejections(Map<String, List<Pattern>> patterns) {
        this.patterns = patterns;
    }

    /** The expressions {@code rules} declare on their {@link RuleInfo}; a rule without one declares none. */
    public static SparkRejections of(Collection<? extends Rule> rules) {
        Map<String, List<Pattern>> patterns = new TreeMap<>();
        for (Rule rule : rules) {
            RuleInfo info = rule.getClass().getAnnotation(RuleInfo.class);
            if (info != null && info.sparkRejections().length > 0) {
                patterns.put(rule.descriptor().id(), Arrays.stream(info.sparkRejections())
                        .map(p -> Pattern.compile(p, Pattern.DOTALL)).toList());
            }
        }
        return new SparkRejections(Collections.unmodifiableMap(patterns));
    }

    /** Each rule's expressions, by rule id in order; only rules that declare some. */
    public Map<String, List<Pattern>> patterns() {
        return patterns;
    }

    /** The rule whose pitfall Spark's {@code message} describes: the first by id whose expression it matches. */
    public Optional<String> ruleFor(String message) {
        return patterns.entrySet().stream()
                .filter(e -> e.getValue().stream().anyMatch(p -> p.matcher(message).find()))
                .map(Map.Entry::getKey)
                .findFirst();
    }

    /**
     * The rules' findings on a query plus Spark's own rejection of it, when no rule reported an error of the rule
     * that rejection matches ({@link #UNMATCHED} when none does); the rejection's finding is at {@code at}.
     */
    public List<Finding> withRejection(List<Finding> findings, Optional<String> rejection, SourceLocation at) {
        List<Finding> all = new ArrayList<>(findings);
        rejection.ifPresent(message -> {
            String id = ruleFor(message).orElse(UNMATCHED);
            if (all.stream().noneMatch(f -> f.ruleId().equals(id) && f.severity() == Severity.ERROR)) {
                all.add(new Finding(id, Severity.ERROR, SPARK_SAYS + message, at));
            }
        });
        return all.stream().sorted().toList();
    }
}
