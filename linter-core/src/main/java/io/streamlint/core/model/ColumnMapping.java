package io.streamlint.core.model;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How a projection maps input column names to output column names, as far as watermark tracking needs:
 * Catalyst keeps an attribute's metadata (the watermark tag) through plain references and aliases, and
 * loses it through any other expression. Names compare ignoring case, as Spark resolves them by default.
 */
public sealed interface ColumnMapping {

    /**
     * The output names carrying the tags of {@code inputs}, or empty when this projection cannot be read.
     * {@code inputs} are lower-case column names.
     */
    Optional<Set<String>> apply(Set<String> inputs);

    /** {@code select(...)}: only the listed outputs survive; each is a reference to an input column or not. */
    record Select(List<Output> outputs) implements ColumnMapping {
        /**
         * One output: {@code source} is the referenced input column, or null for a computed expression.
         * A star ({@code "*"} or {@code col("*")}) is an output whose name and source are both "*".
         */
        public record Output(String name, String source) {
            public static final Output STAR = new Output("*", "*");
        }

        @Override
        public Optional<Set<String>> apply(Set<String> inputs) {
            Set<String> result = new java.util.HashSet<>();
            for (Output o : outputs) {
                if (o.equals(Output.STAR)) {
                    result.addAll(inputs);
                } else if (o.source() != null && inputs.contains(lower(o.source()))) {
                    result.add(lower(o.name()));
                }
            }
            return Optional.of(Set.copyOf(result));
        }
    }

    /** {@code withColumnRenamed(from, to)}. */
    record Rename(String from, String to) implements ColumnMapping {
        @Override
        public Optional<Set<String>> apply(Set<String> inputs) {
            return Optional.of(inputs.stream()
                    .map(c -> c.equals(lower(from)) ? lower(to) : c)
                    .collect(Collectors.toUnmodifiableSet()));
        }
    }

    /** {@code withColumn(name, expr)}: replaces {@code name} (tagged only if expr references a tagged column). */
    record Replace(String name, String source) implements ColumnMapping {
        @Override
        public Optional<Set<String>> apply(Set<String> inputs) {
            Set<String> kept = inputs.stream().filter(c -> !c.equals(lower(name))).collect(Collectors.toSet());
            if (source != null && inputs.contains(lower(source))) {
                kept.add(lower(name));
            }
            return Optional.of(Set.copyOf(kept));
        }
    }

    /** {@code drop(names...)}. */
    record Drop(List<String> names) implements ColumnMapping {
        @Override
        public Optional<Set<String>> apply(Set<String> inputs) {
            Set<String> dropped = names.stream().map(ColumnMapping::lower).collect(Collectors.toSet());
            return Optional.of(inputs.stream().filter(c -> !dropped.contains(c)).collect(Collectors.toUnmodifiableSet()));
        }
    }

    /** A projection we cannot read ({@code map}, {@code selectExpr} with SQL we do not parse, an unknown column). */
    record Opaque(String why) implements ColumnMapping {
        @Override
        public Optional<Set<String>> apply(Set<String> inputs) {
            return Optional.empty();
        }
    }

    static String lower(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
