package io.streamlint.core.source;

import com.github.javaparser.ast.NodeList;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.MethodCallExpr;
import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.Exprs;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.Value;

import java.util.Optional;

/**
 * What Spark's API does to grouped Datasets, for {@link SparkApi}: aggregations and stateful operators on a
 * RelationalGroupedDataset or KeyValueGroupedDataset, and the {@code na()}/{@code stat()} functions of a Dataset.
 */
final class GroupedCalls {

    private final Evaluator evaluator;
    private final SparkApi spark;

    GroupedCalls(Evaluator evaluator, SparkApi spark) {
        this.evaluator = evaluator;
        this.spark = spark;
    }

    AbstractValue groupedCall(AbstractValue.Grouped g, MethodCallExpr call, Frame f) {
        String method = call.getNameAsString();
        NodeList<Expression> args = call.getArguments();
        String type = g.grouping() == Plan.Grouping.BY_KEY_FUNCTION ? "KeyValueGroupedDataset" : "RelationalGroupedDataset";
        Plan in = g.input().plan();
        String code = Code.call(call);
        SourceLocation at = Code.location(call);
        switch (SparkApiTable.kind(type, method)) {
            case AGGREGATE:
                return DatasetCalls.data(new Plan.Aggregate(g.grouping(), g.keys(), spark.columns.exprsOf(args, f), in, g.code(), g.location()),
                        g.input());
            case PIVOT: {
                // Without values Spark collects them from the data at the call, which a stream refuses; the
                // aggregation follows the pivot.
                String pivot = args.size() == 1 ? "pivot" : "pivotWithValues";
                return new AbstractValue.Grouped(g.grouping(), g.keys(), DatasetCalls.data(new Plan.Operator(pivot, Exprs.NONE, in, code, at),
                        g.input()), g.code(), g.location());
            }
            case GROUP_MAP:
                return DatasetCalls.data(new Plan.GroupMap(method, in, code, at), g.input());
            case STATEFUL:
                return DatasetCalls.data(statefulMap(method, in, args, code, at, f), g.input());
            case COGROUP: {
                AbstractValue other = args.isEmpty() ? new AbstractValue.Unknown("no argument") : evaluator.eval(args.get(0), f);
                Plan right = other instanceof AbstractValue.Grouped o ? o.input().plan()
                        : new Plan.Untraced("untraced grouped Dataset", code, at);
                return DatasetCalls.data(new Plan.Binary("cogroup", in, right, code, at), g.input());
            }
            case KEEP_GROUPED:
                return g;
            default:
                return new AbstractValue.Unknown(type + "." + method);
        }
    }

    /**
     * mapGroupsWithState(func, stateEncoder, outputEncoder[, timeout[, initialState]]),
     * flatMapGroupsWithState(func, outputMode, stateEncoder, outputEncoder, timeout[, initialState]),
     * transformWithState(processor, timeMode | eventTimeColumn, outputMode, ...[initialState, ...]).
     */
    private Plan.StatefulMap statefulMap(String method, Plan in, NodeList<Expression> args, String code,
                                         SourceLocation at, Frame f) {
        int mode = switch (method) {
            case "flatMapGroupsWithState" -> 1;
            case "transformWithState" -> 2;
            default -> -1;
        };
        int timeout = switch (method) {
            case "mapGroupsWithState" -> 3;
            case "flatMapGroupsWithState" -> 4;
            default -> 1;
        };
        Optional<Value> outputMode = mode >= 0 && mode < args.size() ? Optional.of(evaluator.value(args.get(mode), f))
                : Optional.empty();
        Optional<Value> timeoutValue = timeout < args.size() ? Optional.of(evaluator.value(args.get(timeout), f))
                : Optional.empty();
        Optional<Plan> initialState = Optional.empty();
        for (int i = 1; i < args.size(); i++) {
            if (evaluator.eval(args.get(i), f) instanceof AbstractValue.Grouped state) {
                initialState = Optional.of(state.input().plan());
            }
        }
        return new Plan.StatefulMap(method, outputMode, timeoutValue, initialState, in, code, at);
    }

    AbstractValue functionsCall(AbstractValue.Functions fn, MethodCallExpr call) {
        String method = call.getNameAsString();
        String type = fn.kind().equals("na") ? "DataFrameNaFunctions" : "DataFrameStatFunctions";
        Plan in = fn.input().plan();
        String name = fn.kind() + "." + method;
        return switch (SparkApiTable.kind(type, method)) {
            case KEEP, SAMPLE -> DatasetCalls.data(new Plan.Operator(name, Exprs.NONE, in, Code.call(call), Code.location(call)),
                    fn.input());
            case OPAQUE -> DatasetCalls.data(new Plan.Project(new ColumnMapping.Opaque(name + " computes new columns"), Exprs.NONE, in,
                    Code.call(call), Code.location(call)), fn.input());
            default -> new AbstractValue.Unknown(type + "." + method);
        };
    }
}
