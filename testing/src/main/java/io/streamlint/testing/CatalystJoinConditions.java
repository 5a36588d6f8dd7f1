package io.streamlint.testing;

import io.streamlint.core.model.JoinCondition;
import io.streamlint.core.model.JoinCondition.Operand;
import org.apache.spark.sql.catalyst.expressions.Add;
import org.apache.spark.sql.catalyst.expressions.And;
import org.apache.spark.sql.catalyst.expressions.Attribute;
import org.apache.spark.sql.catalyst.expressions.BinaryComparison;
import org.apache.spark.sql.catalyst.expressions.Cast;
import org.apache.spark.sql.catalyst.expressions.EqualNullSafe;
import org.apache.spark.sql.catalyst.expressions.EqualTo;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.GreaterThan;
import org.apache.spark.sql.catalyst.expressions.GreaterThanOrEqual;
import org.apache.spark.sql.catalyst.expressions.LessThan;
import org.apache.spark.sql.catalyst.expressions.LessThanOrEqual;
import org.apache.spark.sql.catalyst.expressions.Literal;
import org.apache.spark.sql.catalyst.expressions.Subtract;
import org.apache.spark.sql.catalyst.expressions.TimeAdd;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** A resolved join condition as the model's conjuncts, split as Catalyst's {@code splitConjunctivePredicates} does. */
final class CatalystJoinConditions {

    private CatalystJoinConditions() {
    }

    static JoinCondition of(Expression condition) {
        List<JoinCondition.Predicate> conjuncts = new ArrayList<>();
        for (Expression c : split(condition)) {
            conjuncts.add(predicate(c));
        }
        return JoinCondition.of(conjuncts, condition.sql());
    }

    private static List<Expression> split(Expression e) {
        if (e instanceof And and) {
            List<Expression> all = new ArrayList<>(split(and.left()));
            all.addAll(split(and.right()));
            return all;
        }
        return List.of(e);
    }

    private static JoinCondition.Predicate predicate(Expression e) {
        if (e instanceof EqualTo || e instanceof EqualNullSafe) {
            BinaryComparison b = (BinaryComparison) e;
            return new JoinCondition.Equality(operand(b.left()), operand(b.right()));
        }
        if (e instanceof LessThan || e instanceof LessThanOrEqual) {
            BinaryComparison b = (BinaryComparison) e;
            return new JoinCondition.Comparison(operand(b.left()), operand(b.right()));
        }
        if (e instanceof GreaterThan || e instanceof GreaterThanOrEqual) {
            BinaryComparison b = (BinaryComparison) e;
            return new JoinCondition.Comparison(operand(b.right()), operand(b.left()));
        }
        return new JoinCondition.Other(PlanModel.exprs(List.of(e)));
    }

    /** A column, a column plus or minus constants (intervals included), or an expression taken as a whole. */
    private static Operand operand(Expression e) {
        if (e instanceof Cast cast) {
            return operand(cast.child());
        }
        if (e instanceof Attribute a) {
            return Operand.column(a.name());
        }
        if (e instanceof Literal) {
            return Operand.CONSTANT;
        }
        if (e instanceof Add add) {
            return operand(add.left()).plus(operand(add.right()));
        }
        if (e instanceof TimeAdd add) {
            return operand(add.start()).plus(operand(add.interval()));
        }
        if (e instanceof Subtract sub) {
            return operand(sub.left()).minus(operand(sub.right()));
        }
        Set<String> columns = PlanModel.seq(e.references().toSeq()).stream()
                .map(a -> ((Attribute) a).name()).collect(Collectors.toSet());
        return Operand.opaque(columns);
    }
}
