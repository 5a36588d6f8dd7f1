package io.streamlint.core.model;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The Spark release line a job targets; facts that differ between lines are looked up by it. */
public enum SparkVersion {
    V3_5("3.5"), V4_0("4.0"), V4_1("4.1");

    public static final SparkVersion DEFAULT = V4_0;

    private final String label;

    SparkVersion(String label) {
        this.label = label;
    }

    /** {@code 3.5}, {@code 4.0}, {@code 4.1}. */
    public String label() {
        return label;
    }

    public boolean atLeast(SparkVersion other) {
        return compareTo(other) >= 0;
    }

    /** Parses {@code 3.5}, {@code 4.0}, {@code 4.1}, also with a patch number ({@code 4.0.1}). */
    public static SparkVersion parse(String text) {
        String t = text == null ? "" : text.strip();
        for (SparkVersion v : values()) {
            if (t.equals(v.label) || t.startsWith(v.label + ".")) {
                return v;
            }
        }
        throw new IllegalArgumentException("unknown Spark version '" + text + "' (supported: "
                + Arrays.stream(values()).map(SparkVersion::label).collect(Collectors.joining(", ")) + ")");
    }

    @Override
    public String toString() {
        return label;
    }
}
