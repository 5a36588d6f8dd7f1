package io.streamlint.core.source;

import io.streamlint.core.model.JoinCondition;
import io.streamlint.core.model.JoinCondition.Comparison;
import io.streamlint.core.model.JoinCondition.Equality;
import io.streamlint.core.model.JoinCondition.Operand;
import io.streamlint.core.model.JoinCondition.Predicate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;

/** Reads the condition argument of a join (column names, a Column, SQL text) into a {@link JoinCondition}. */
final class JoinConditions {

    /** Column methods kept as {@link ColumnExpr.Call} trees, in lower case. */
    static final Set<String> SHAPED = Set.of("and", "equalto", "eqnullsafe", "geq", "gt", "leq", "lt", "between",
            "plus", "minus");

    private JoinConditions() {
    }

    /** {@code join(other, "id")}, {@code join(other, names)}, {@code join(other, condition)}; {@code code} as written. */
    static JoinCondition of(AbstractValue condition, String code) {
        if (condition instanceof AbstractValue.Str s) {
            return s.value().text().map(name -> JoinCondition.using(List.of(name), code))
                    .orElse(JoinCondition.unreadable(code));
        }
        if (condition instanceof AbstractValue.Items items) {
            List<String> names = new ArrayList<>();
            for (AbstractValue item : items.elements()) {
                if (!(item instanceof AbstractValue.Str s) || s.value().text().isEmpty()) {
                    return JoinCondition.unreadable(code);
                }
                names.add(s.value().text().get());
            }
            return names.isEmpty() ? JoinCondition.unreadable(code) : JoinCondition.using(names, code);
        }
        if (condition instanceof AbstractValue.Col c) {
            List<Predicate> conjuncts = new ArrayList<>();
            return conjuncts(c.expr(), conjuncts) ? JoinCondition.of(conjuncts, code) : JoinCondition.unreadable(code);
        }
        return JoinCondition.unreadable(code);
    }

    /** Adds the conjuncts of {@code e} (Catalyst's splitConjunctivePredicates); false when one cannot be read. */
    private static boolean conjuncts(ColumnExpr e, List<Predicate> into) {
        if (e instanceof ColumnExpr.Call c) {
            List<ColumnExpr> args = c.arguments();
            switch (c.method().toLowerCase(Locale.ROOT)) {
                case "and":
                    return args.size() == 1 && conjuncts(c.target(), into) && conjuncts(args.get(0), into);
                case "equalto", "eqnullsafe":
                    return args.size() == 1 && add(into, operand(c.target()), operand(args.get(0)), Equality::new);
                case "geq", "gt":
                    return args.size() == 1 && add(into, operand(args.get(0)), operand(c.target()), Comparison::new);
                case "leq", "lt":
                    return args.size() == 1 && add(into, operand(c.target()), operand(args.get(0)), Comparison::new);
                case "between":
                    // Column.between(lower, upper) is (this >= lower) && (this <= upper)
                    return args.size() == 2
                            && add(into, operand(args.get(0)), operand(c.target()), Comparison::new)
                            && add(into, operand(c.target()), operand(args.get(1)), Comparison::new);
                default:
                    break;
            }
        }
        if (!e.features().readable()) {
            return false;
        }
        into.add(new JoinCondition.Other(e.features()));
        return true;
    }

    private static boolean add(List<Predicate> into, Optional<Operand> a, Optional<Operand> b,
                               BiFunction<Operand, Operand, Predicate> predicate) {
        if (a.isEmpty() || b.isEmpty()) {
            return false;
        }
        into.add(predicate.apply(a.get(), b.get()));
        return true;
    }

    /** What one side of a comparison references; empty when it cannot be read. */
    private static Optional<Operand> operand(ColumnExpr e) {
        if (e instanceof ColumnExpr.Ref ref) {
            return Optional.of(Operand.column(ref.name()));
        }
        if (e instanceof ColumnExpr.Alias alias) {
            return operand(alias.child());
        }
        if (e instanceof ColumnExpr.Call c && c.arguments().size() == 1
                && (c.method().equalsIgnoreCase("plus") || c.method().equalsIgnoreCase("minus"))) {
            Optional<Operand> left = operand(c.target());
            Optional<Operand> right = operand(c.arguments().get(0));
            if (left.isEmpty() || right.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(c.method().equalsIgnoreCase("plus") ? left.get().plus(right.get())
                    : left.get().minus(right.get()));
        }
        return e.features().readable() ? Optional.of(Operand.opaque(e.features().columns())) : Optional.empty();
    }
}
