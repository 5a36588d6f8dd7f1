package io.streamlint.core.api;

import java.util.Locale;

/** How bad a finding is; ordered from most to least severe. Names match SARIF levels. */
public enum Severity {
    /** Spark rejects the query (at the call, at start(), or right after start). */
    ERROR,
    /** Spark runs the query and it hurts in production. */
    WARNING,
    /** Advice. */
    NOTE;

    /** The SARIF {@code level} and console word: "error", "warning", "note". */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** True when this severity is at least as severe as {@code threshold}. */
    public boolean isAtLeast(Severity threshold) {
        return compareTo(threshold) <= 0;
    }

    /** Parses "error", "warning" or "note" (any case). */
    public static Severity parse(String text) {
        for (Severity s : values()) {
            if (s.label().equalsIgnoreCase(text.trim())) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown severity '" + text + "' (expected error, warning or note)");
    }
}
