package io.streamlint.core.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The columns of a Dataset in order, each with its type where it is known: Spark's type in lower case as
 * {@code DataType.catalogString} prints it ({@code timestamp}, {@code bigint}, {@code struct<start:timestamp,end:timestamp>}).
 * Names compare ignoring case, as Spark resolves them.
 */
public record Schema(List<Column> columns) {

    public Schema {
        columns = List.copyOf(columns);
    }

    /** A column: {@code type} is empty when it is not known. */
    public record Column(String name, Optional<String> type) {
        public static Column of(String name, String type) {
            return new Column(name, Optional.of(type));
        }

        public static Column untyped(String name) {
            return new Column(name, Optional.empty());
        }
    }

    /** The column names, as a set that compares ignoring case. */
    public Set<String> names() {
        return ColumnMapping.names(columns.stream().map(Column::name).toList());
    }

    /** The column named {@code name} (ignoring case); empty when there is none or several. */
    public Optional<Column> column(String name) {
        List<Column> named = columns.stream().filter(c -> c.name().equalsIgnoreCase(name)).toList();
        return named.size() == 1 ? Optional.of(named.get(0)) : Optional.empty();
    }

    /** The type of the column named {@code name}, when there is exactly one and its type is known. */
    public Optional<String> type(String name) {
        return column(name).flatMap(Column::type);
    }

    /** The columns without those named {@code names} (ignoring case). */
    public Schema without(Set<String> names) {
        Set<String> dropped = ColumnMapping.names(names);
        return new Schema(columns.stream().filter(c -> !dropped.contains(c.name())).toList());
    }

    /** This schema with {@code column} replacing the column of its name, or added after the others (as withColumn). */
    public Schema with(Column column) {
        List<Column> result = new ArrayList<>(columns);
        for (int i = 0; i < result.size(); i++) {
            if (result.get(i).name().equalsIgnoreCase(column.name())) {
                result.set(i, column);
                return new Schema(result);
            }
        }
        result.add(column);
        return new Schema(result);
    }

    /** This schema followed by {@code other}'s columns. */
    public Schema and(Schema other) {
        List<Column> all = new ArrayList<>(columns);
        all.addAll(other.columns);
        return new Schema(all);
    }
}
