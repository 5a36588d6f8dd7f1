package io.streamlint.core.model;

import java.util.Collection;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * What rules need to know of a set of column expressions without reading them as code: the functions and
 * Column methods they call ({@code count_distinct}, {@code over}, {@code equalTo}, {@code monotonically_increasing_id},
 * in lower case), which of them are aggregate functions, the columns they reference, and whether all of it could be
 * read (an expression from a variable we cannot see, or SQL text, is not readable: it might call anything).
 */
public record Exprs(Set<String> functions, Set<String> aggregates, Set<String> columns, boolean readable) {

    public static final Exprs NONE = new Exprs(Set.of(), Set.of(), true);
    public static final Exprs UNREADABLE = new Exprs(Set.of(), Set.of(), false);

    public Exprs {
        functions = Set.copyOf(functions);
        aggregates = Set.copyOf(aggregates);
        columns = Set.copyOf(columns);
    }

    /** Calls of {@code functions}, the aggregate ones among them told by {@link SparkFacts#AGGREGATE_FUNCTIONS}. */
    public Exprs(Set<String> functions, Set<String> columns, boolean readable) {
        this(functions, aggregatesAmong(functions), columns, readable);
    }

    private static Set<String> aggregatesAmong(Set<String> functions) {
        Set<String> result = new TreeSet<>(functions);
        result.retainAll(FunctionFacts.AGGREGATE_FUNCTIONS);
        return result;
    }

    /** A call of the function or Column method {@code name} of Spark's Java API. */
    public static Exprs function(String name) {
        return new Exprs(Set.of(name.toLowerCase(Locale.ROOT)), Set.of(), true);
    }

    /**
     * A call of the SQL function {@code name} (lower case) as Spark's function registry classifies it: an aggregate or
     * not; a function that is not built in may be anything, so it makes the expression unreadable.
     */
    public static Exprs sqlFunction(String name, boolean aggregate, boolean builtIn) {
        return new Exprs(Set.of(name), aggregate ? Set.of(name) : Set.of(), Set.of(), builtIn);
    }

    public static Exprs column(String name) {
        return new Exprs(Set.of(), Set.of(name), true);
    }

    public Exprs and(Exprs other) {
        Set<String> f = new TreeSet<>(functions);
        f.addAll(other.functions);
        Set<String> a = new TreeSet<>(aggregates);
        a.addAll(other.aggregates);
        Set<String> c = new TreeSet<>(columns);
        c.addAll(other.columns);
        return new Exprs(f, a, c, readable && other.readable);
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

    /** True when it surely calls no aggregate function: readable, and none among its functions. */
    public boolean surelyAggregatesNothing() {
        return readable && aggregates.isEmpty();
    }

    /** True when it surely calls none of {@code names}: readable and none among its functions. */
    public boolean surelyCallsNoneOf(Collection<String> names) {
        return readable && names.stream().noneMatch(this::calls);
    }
}
