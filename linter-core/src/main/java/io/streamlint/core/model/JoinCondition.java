package io.streamlint.core.model;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * How a join matches rows: no condition ({@code crossJoin}, {@code join(other)}), shared column names
 * ({@code join(other, "id")}), a condition (a Column, or SQL text simple enough to read) split into its
 * conjuncts as Catalyst's {@code splitConjunctivePredicates} does, or something we cannot read.
 * Column names in conjuncts are unqualified ({@code c.clickTime} is {@code clickTime}): the linter does not
 * know which input a qualifier names, so it compares names only, and answers "maybe" where that could mislead.
 *
 * @param usingColumns the column names of a using-join
 * @param conjuncts    the conjuncts of a readable condition
 * @param code         the condition as written, for messages
 */
public record JoinCondition(Kind kind, List<String> usingColumns, List<Predicate> conjuncts, String code) {

    public enum Kind { NONE, USING, EXPRESSION, UNREADABLE }

    public static final JoinCondition NONE = new JoinCondition(Kind.NONE, List.of(), List.of(), "");

    /**
     * Column functions the optimizer may turn into an equality before the join is planned ({@code isin} of one
     * value becomes {@code =}, {@code not(a <> b)} is simplified, a common {@code a = b} is factored out of
     * {@code or}): a conjunct calling one of them may give the join a key.
     */
    private static final Set<String> MAY_BECOME_EQUALITY =
            Set.of("equalto", "eqnullsafe", "isin", "isincollection", "not", "equal_null");

    public JoinCondition {
        usingColumns = List.copyOf(usingColumns);
        conjuncts = List.copyOf(conjuncts);
    }

    public static JoinCondition using(List<String> columns, String code) {
        return new JoinCondition(Kind.USING, columns, List.of(), code);
    }

    public static JoinCondition of(List<Predicate> conjuncts, String code) {
        return new JoinCondition(Kind.EXPRESSION, List.of(), conjuncts, code);
    }

    public static JoinCondition unreadable(String code) {
        return new JoinCondition(Kind.UNREADABLE, List.of(), List.of(), code);
    }

    public boolean readable() {
        return kind != Kind.UNREADABLE;
    }

    /**
     * True when the join surely has no equi-join key (Catalyst's {@code ExtractEquiJoinKeys}: a conjunct
     * {@code a = b} or {@code a <=> b} whose sides both reference columns): no condition, or a readable one
     * with no such equality and nothing the optimizer could turn into one.
     */
    public boolean surelyWithoutEquality() {
        return switch (kind) {
            case NONE -> true;
            case USING, UNREADABLE -> false;
            case EXPRESSION -> conjuncts.stream().noneMatch(JoinCondition::mayBeEquiJoinKey);
        };
    }

    private static boolean mayBeEquiJoinKey(Predicate p) {
        if (p instanceof Equality e) {
            return !e.left().columns().isEmpty() && !e.right().columns().isEmpty();
        }
        return p instanceof Other o && mayHoldEquality(o.expression());
    }

    /**
     * Whether an expression may hold an equality once optimized (it, or a filter above an inner join, which the
     * optimizer pushes into the join's condition): unreadable, or calling an equality or a function the optimizer
     * may turn into one.
     */
    public static boolean mayHoldEquality(Exprs expression) {
        return !expression.surelyCallsNoneOf(MAY_BECOME_EQUALITY);
    }

    /**
     * Whether a join key may be one of {@code columns} (a set comparing as Spark resolves names): a using column,
     * or a plain column reference on either side of an equality (Spark's {@code isWatermarkInJoinKeys} looks for
     * an attribute among the keys). True when the condition cannot be read.
     */
    public boolean mayHaveKeyAmong(Set<String> columns) {
        return switch (kind) {
            case NONE -> false;
            case UNREADABLE -> true;
            case USING -> usingColumns.stream().anyMatch(columns::contains);
            case EXPRESSION -> conjuncts.stream().anyMatch(p -> p instanceof Equality e
                    && (e.left().isPlainColumnAmong(columns) || e.right().isPlainColumnAmong(columns)));
        };
    }

    /**
     * Whether a conjunct may bound the other side's time by a watermarked column of one input, as Spark's
     * {@code StreamingJoinHelper.getStateValueWatermark} requires for outer and semi joins: a comparison
     * {@code lower < upper} (or {@code <=}, {@code >}, {@code >=}, {@code between}) of one column plus or minus
     * constants on each side, where the other side's column is on the upper side and the lower side is a
     * {@code watermarked} column of that input or a constant. Comparisons of other shapes count as "maybe"
     * (the linter does not solve them); no watermarked column at all means no.
     */
    public boolean mayBoundStateWith(Set<String> watermarked) {
        if (watermarked.isEmpty()) {
            return false;
        }
        return switch (kind) {
            case NONE, USING -> false;
            case UNREADABLE -> true;
            case EXPRESSION -> conjuncts.stream().anyMatch(p -> p instanceof Comparison c && c.mayBound(watermarked));
        };
    }

    /** One conjunct of a condition. */
    public sealed interface Predicate permits Equality, Comparison, Other {
    }

    /** {@code left = right} or {@code left <=> right}. */
    public record Equality(Operand left, Operand right) implements Predicate {
    }

    /** {@code lower < upper} or {@code lower <= upper} ({@code a > b} is {@code b < a}). */
    public record Comparison(Operand lower, Operand upper) implements Predicate {

        boolean mayBound(Set<String> watermarked) {
            if (!lower.solvable() || !upper.solvable()) {
                return true;
            }
            return upper.column().isPresent()
                    && (lower.columns().isEmpty() || watermarked.contains(lower.column().orElseThrow()));
        }
    }

    /** Any other conjunct ({@code or}, {@code isNotNull}, {@code <>}, ...), with what it calls and references. */
    public record Other(Exprs expression) implements Predicate {
    }

    /**
     * One side of an equality or comparison: the columns it references; {@code column} when it is one column
     * plus or minus constants (a shape Spark's state watermark solver handles), {@code plain} when it is just
     * that column (a join key that is an attribute).
     */
    public record Operand(Set<String> columns, Optional<String> column, boolean plain) {

        public static final Operand CONSTANT = new Operand(Set.of(), Optional.empty(), false);

        public Operand {
            columns = ColumnMapping.names(columns);
        }

        /** A column reference; a qualified name ({@code c.clickTime}) counts by its last part. */
        public static Operand column(String name) {
            String unqualified = unqualified(name);
            return new Operand(Set.of(unqualified), Optional.of(unqualified), true);
        }

        /** An expression we do not take apart, referencing {@code columns}. */
        public static Operand opaque(Set<String> columns) {
            return columns.isEmpty() ? CONSTANT
                    : new Operand(ColumnMapping.names(columns.stream().map(Operand::unqualified).toList()),
                    Optional.empty(), false);
        }

        public Operand plus(Operand other) {
            return combine(other, column.isPresent() && other.columns.isEmpty() ? column
                    : columns.isEmpty() ? other.column : Optional.empty());
        }

        public Operand minus(Operand other) {
            // Subtracting a column negates it: the result is no longer "a column plus constants".
            return combine(other, other.columns.isEmpty() ? column : Optional.empty());
        }

        private Operand combine(Operand other, Optional<String> single) {
            Set<String> all = ColumnMapping.names(columns);
            all.addAll(other.columns);
            return new Operand(all, single, false);
        }

        /** A constant, or one column plus or minus constants. */
        boolean solvable() {
            return columns.isEmpty() || column.isPresent();
        }

        boolean isPlainColumnAmong(Set<String> names) {
            return plain && names.contains(column.orElseThrow());
        }

        private static String unqualified(String name) {
            String n = name.strip();
            if (n.endsWith("`")) {
                int open = n.lastIndexOf('`', n.length() - 2);
                return open >= 0 ? n.substring(open + 1, n.length() - 1) : n;
            }
            return n.substring(n.lastIndexOf('.') + 1);
        }
    }
}
