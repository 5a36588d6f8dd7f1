package io.streamlint.core.model;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * How a projection maps input column names to output column names, as far as watermark tracking needs:
 * Catalyst keeps an attribute's metadata (the watermark tag) through plain references and aliases, and
 * loses it through any other expression. Names compare ignoring case, as Spark resolves them by default,
 * and keep the user's spelling for messages.
 */
public sealed interface ColumnMapping {

    /** The output names carrying the tags of {@code inputs}, or empty when this projection cannot be read. */
    Optional<Set<String>> apply(Set<String> inputs);

    /** A set of column names that compares ignoring case. */
    static Set<String> names(Iterable<String> names) {
        Set<String> set = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        names.forEach(set::add);
        return set;
    }

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
            Set<String> in = names(inputs);
            Set<String> result = names(List.of());
            for (Output o : outputs) {
                if (o.equals(Output.STAR)) {
                    result.addAll(in);
                } else if (o.source() != null && in.contains(o.source())) {
                    result.add(o.name());
                }
            }
            return Optional.of(result);
        }
    }

    /** {@code withColumnRenamed(from, to)}. */
    record Rename(String from, String to) implements ColumnMapping {
        @Override
        public Optional<Set<String>> apply(Set<String> inputs) {
            Set<String> result = names(inputs);
            if (result.remove(from)) {
                result.add(to);
            }
            return Optional.of(result);
        }
    }

    /** {@code withColumn(name, expr)}: replaces {@code name} (tagged only if expr references a tagged column). */
    record Replace(String name, String source) implements ColumnMapping {
        @Override
        public Optional<Set<String>> apply(Set<String> inputs) {
            Set<String> result = names(inputs);
            boolean tagged = source != null && result.contains(source);
            result.remove(name);
            if (tagged) {
                result.add(name);
            }
            return Optional.of(result);
        }
    }

    /** {@code drop(names...)}. */
    record Drop(List<String> dropped) implements ColumnMapping {
        @Override
        public Optional<Set<String>> apply(Set<String> inputs) {
            Set<String> result = names(inputs);
            result.removeAll(names(dropped));
            return Optional.of(result);
        }
    }

    /**
     * Every output column is new ({@code map}, {@code flatMap}, {@code mapGroups}: objects serialized into new
     * attributes), so no tag survives.
     */
    record NewColumns(String why) implements ColumnMapping {
        @Override
        public Optional<Set<String>> apply(Set<String> inputs) {
            return Optional.of(names(List.of()));
        }
    }

    /**
     * A projection we cannot read ({@code transform(f)}, {@code toDF(names)}, a column we cannot see): which
     * tags survive is unknown, except that no projection creates one.
     */
    record Opaque(String why) implements ColumnMapping {
        @Override
        public Optional<Set<String>> apply(Set<String> inputs) {
            return inputs.isEmpty() ? Optional.of(names(List.of())) : Optional.empty();
        }
    }
}
