package io.streamlint.catalyst;

import io.streamlint.core.sql.SqlExpr;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.analysis.FunctionRegistry;
import org.apache.spark.sql.catalyst.analysis.FunctionRegistry$;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import scala.Option;

/**
 * Spark's built-in function registry ({@code FunctionRegistry.builtin}), loaded on the first function call met in
 * SQL text: what a function name stands for.
 */
final class Functions {

    /** The group Spark's registry files aggregate functions under ({@code ExpressionDescription.group}). */
    private static final String AGGREGATE_GROUP = "agg_funcs";

    private Functions() {
    }

    /** The kind of the one-part function name {@code name} (lower case). */
    static SqlExpr.FunctionKind kind(String name) {
        Option<ExpressionInfo> info = Registry.BUILTIN.lookupFunction(new FunctionIdentifier(name));
        if (info.isEmpty()) {
            return SqlExpr.FunctionKind.NOT_BUILT_IN;
        }
        return AGGREGATE_GROUP.equals(info.get().getGroup()) ? SqlExpr.FunctionKind.AGGREGATE
                : SqlExpr.FunctionKind.OTHER;
    }

    /** Holder: the registry is built when a function is first looked up. */
    private static final class Registry {
        private static final FunctionRegistry BUILTIN = FunctionRegistry$.MODULE$.builtin();
    }
}
