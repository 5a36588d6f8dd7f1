package io.streamlint.core.api;

import java.util.Locale;

/** How often a rule's findings are true positives, in SARIF's {@code properties.precision} terms. */
public enum Precision {
    VERY_HIGH, HIGH, MEDIUM, LOW;

    /** {@code very-high}, {@code high}, {@code medium}, {@code low}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
