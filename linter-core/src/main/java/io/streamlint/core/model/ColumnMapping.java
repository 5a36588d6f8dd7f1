package io.streamlint.core.model;

import org.jspecify.annotations.Nullable;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * How a projection maps input column names to output column names: which outputs carry the watermark tag of
 * an input (Catalyst keeps an attribute's metadata through plain references and aliases, and loses it through
 * any other expression), and which columns it outputs. Names compare ignoring case, as Spark resolves them by
 * default, and keep the user's spelling for messages.
 */
public sealed interface ColumnMapping {

    /** The output names carrying the tags of {@code inputs}, or empty when this projection cannot be read. */
    Optional<Set<String>> apply(Set<String> inputs);

    /**
     * The columns this projection outputs, given its input's ({@code input}, empty when unknown); empty when their
     * names cannot be told.
     */
    Optional<Schema> schema(Optional<Schema> input);

    /** A set of column names that compares ignoring case. */
    static Set<String> names(Iterable<String> names) {
        Set<String> set = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        names.forEach(set::add);
        return set;
    }

    /** {@code select(...)}: only the listed outputs survive; each is a reference to an input column or not. */
    record Select(List<Output> outputs) implements ColumnMapping {
        /**
         * One output: {@code name} is its column name, or null when Spark generates it (a computed expression
         * without an alias, named by its SQL text) and the linter cannot tell it; {@code source} is the referenced
         * input column, or null for a computed expression, whose {@code type} Spark's analyzer may tell. A star
         * ({@code "*"} or {@code col("*")}) is an output whose name and source are both "*"; a qualified star of SQL
         * text ({@code t.*}: a relation's columns or a struct's fields) is named {@code t.*} with the source "*": it
         * keeps the tags of its input, and its names are not told.
         */
        public record Output(@Nullable String name, @Nullable String source, Optional<String> type) {
            public static final Output STAR = new Output("*", "*");

            /** An output whose type is its source's, or unknown. */
            public Output(@Nullable String name, @Nullable String source) {
                this(name, source, Optional.empty());
            }

            /**
             * The column name Spark gives this output, if it can be told: a reference to a nested field or a
             * qualified column ({@code data.value}, {@code t.value}) is named by its last part.
             */
            Optional<String> columnName() {
                if (name == null || name.contains("`") || name.contains("*")) {
                    return Optional.empty();
                }
                boolean reference = name.equals(source);
                return Optional.of(reference ? name.substring(name.lastIndexOf('.') + 1) : name);
            }
        }

        @Override
        public Optional<Set<String>> apply(Set<String> inputs) {
            Set<String> in = names(inputs);
            Set<String> result = names(List.of());
            for (Output o : outputs) {
                if (o.source() != null && o.source().equals(Output.STAR.source())) { // *, or t.* of a relation t
                    result.addAll(in);
                } else if (o.source() != null && in.contains(o.source())) {
                    result.add(o.name());
                }
            }
            return Optional.of(result);
        }

        @Override
        public Optional<Schema> schema(Optional<Schema> input) {
            List<Schema.Column> result = new ArrayList<>();
            for (Output o : outputs) {
                Optional<String> name = o.columnName();
                if (o.equals(Output.STAR) && input.isPresent()) {
                    result.addAll(input.get().columns());
                } else if (name.isPresent()) {
                    // a nested field (data.value) has a type the schema does not hold
                    String source = o.source();
                    Optional<String> type = source == null ? o.type() : source.contains(".") ? Optional.empty()
                            : input.flatMap(in -> in.type(source));
                    result.add(new Schema.Column(name.get(), type));
                } else {
                    return Optional.empty();
                }
            }
            return Optional.of(new Schema(result));
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

        @Override
        public Optional<Schema> schema(Optional<Schema> input) {
            return input.map(in -> new Schema(in.columns().stream()
                    .map(c -> c.name().equalsIgnoreCase(from) ? new Schema.Column(to, c.type()) : c).toList()));
        }
    }

    /**
     * {@code withColumn(name, expr)}: replaces {@code name} (tagged only if expr references a tagged column);
     * {@code type} is the type Spark's analyzer gives a computed {@code expr} ({@code source} null), if known.
     */
    record Replace(String name, @Nullable String source, Optional<String> type) implements ColumnMapping {

        /** A column whose type is its source's, or unknown. */
        public Replace(String name, @Nullable String source) {
            this(name, source, Optional.empty());
        }

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

        /** The input's columns and {@code name}, spelled as given (withColumn replaces a column of that name). */
        @Override
        public Optional<Schema> schema(Optional<Schema> input) {
            return input.map(in -> in.with(new Schema.Column(name, source == null ? type : in.type(source))));
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

        @Override
        public Optional<Schema> schema(Optional<Schema> input) {
            return input.map(in -> in.without(names(dropped)));
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

        /** Named by the encoder's fields, which the linter does not read. */
        @Override
        public Optional<Schema> schema(Optional<Schema> input) {
            return Optional.empty();
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

        @Override
        public Optional<Schema> schema(Optional<Schema> input) {
            return Optional.empty();
        }
    }
}
