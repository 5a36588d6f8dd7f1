package io.streamlint.core.model;

import java.util.Collection;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * What rules need to know of a set of column expressions without reading them as code: the functions and
 * Column methods they call ({@code count_distinct}, {@code over}, {@code equalTo}, {@code monotonically_increasing_id},
 * in lower case), the columns they reference, and whether all of it could be read (an expression from a variable
 * we cannot see, or SQL text, is not readable: it might call anything).
 */
public record Exprs(Set<String> functions, Set<String> columns, boolean readable) {

    public static final Exprs NONE = new Exprs(Set.of(), Set.of(), true);
    public static final Exprs UNREADABLE = new Exprs(Set.of(), Set.of(), false);

    public Exprs {
        functions = Set.copyOf(functions);
        columns = Set.copyOf(columns);
    }

    public static Exprs function(String name) {
        return new Exprs(Set.of(name.toLowerCase(Locale.ROOT)), Set.of(), true);
    }

    public static Exprs column(String name) {
        return new Exprs(Set.of(), Set.of(name), true);
    }

    public Exprs and(Exprs other) {
        Set<String> f = new TreeSet<>(functions);
        f.addAll(other.functions);
        Set<String> c = new TreeSet<>(columns);
        c.addAll(other.columns);
        return new Exprs(f, c, readable && other.readable);
    }

    public static Exprs all(Collection<Exprs> parts) {
        Exprs result = NONE;
        for (Exprs e : parts) {
            result = result.and(e);
        }
        return result;
    }

    /** True when a readable expression calls {@code name} (lower case). */
    public boolean calls(String name) {
        return functions.contains(name.toLowerCase(Locale.ROOT));
    }

    /** True when it surely calls none of {@code names}: readable and none among its functions. */
    public boolean surelyCallsNoneOf(Collection<String> names) {
        return readable && names.stream().noneMatch(this::calls);
    }
}
