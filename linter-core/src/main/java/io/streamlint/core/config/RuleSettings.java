package io.streamlint.core.config;

import io.streamlint.core.api.Severity;

import java.util.Map;
import java.util.Optional;

/**
 * How a team configured one rule: a severity that replaces the rule's own (SS002 as an error), and the
 * rule's options by name (SS043's local path prefixes).
 */
public record RuleSettings(Optional<Severity> severity, Map<String, String> options) {

    public static final RuleSettings DEFAULT = new RuleSettings(Optional.empty(), Map.of());

    public RuleSettings {
        options = Map.copyOf(options);
    }
}
