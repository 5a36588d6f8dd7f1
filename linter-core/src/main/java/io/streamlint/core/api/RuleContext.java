package io.streamlint.core.api;

import io.streamlint.core.model.Application;
import io.streamlint.core.model.SparkFacts;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a rule may know besides the thing it judges: Spark's behaviour for the target version, the whole
 * application, and the options the user configured for this rule.
 *
 * @param spark       Spark's facts for the target Spark version
 * @param application everything the linted code builds
 * @param options     this rule's options, by name (see the rule's page for the names it reads)
 */
public record RuleContext(SparkFacts spark, Application application, Map<String, String> options) {

    public RuleContext {
        options = Map.copyOf(options);
    }

    public Optional<String> option(String name) {
        return Optional.ofNullable(options.get(name));
    }

    /**
     * A list option: its value's items, separated by commas, stripped, empty ones left out ({@code streamlint.yaml}
     * also takes a YAML list, which arrives joined by commas). Empty when the option is not set.
     */
    public List<String> optionList(String name) {
        return option(name).stream()
                .flatMap(value -> Arrays.stream(value.split(",")))
                .map(String::strip)
                .filter(item -> !item.isEmpty())
                .toList();
    }
}
