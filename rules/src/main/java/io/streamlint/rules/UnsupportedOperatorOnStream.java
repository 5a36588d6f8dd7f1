package io.streamlint.rules;

import io.streamlint.core.api.OperatorRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Exprs;
import io.streamlint.core.model.FunctionFacts;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.StreamingErrors;

import java.util.Optional;
import java.util.Set;

import static io.streamlint.rules.StreamingPlans.streaming;
import org.jspecify.annotations.Nullable;

/**
 * SS010: an operator with no incremental plan, on a stream: distinct aggregates, window functions
 * ({@code .over(..)}), {@code monotonically_increasing_id()}, {@code sample}, a union of a stream with a batch
 * Dataset, intersect, except with a stream on the right, cogroup, and {@code pivot} without values. Mirrors
 * UnsupportedOperationChecker.checkForStreaming; time windows, approx_count_distinct, cube and rollup are fine.
 */
@RuleInfo(id = "SS010", name = "UnsupportedOperatorOnStream", severity = Severity.ERROR,
        summary = "An operator Spark cannot run incrementally (distinct aggregate, window function, sample, "
                + "stream-batch union, intersect, ...) on a streaming Dataset: Spark rejects the query.",
        tags = {"correctness", "streaming-api"},
        sparkRejections = {
                // UnsupportedOperationChecker.checkForStreaming: the same text in 3.5 and 4.x (4.x:
                // _LEGACY_ERROR_TEMP_3102)
                "Distinct aggregations are not supported on streaming DataFrames/Datasets",
                "monotonically_increasing_id\\(\\) is not supported with streaming DataFrames/Datasets",
                "Sampling is not supported on streaming DataFrames/Datasets",
                "Union between streaming and batch DataFrames/Datasets is not supported",
                "Intersect of streaming DataFrames/Datasets is not supported",
                "Except on a streaming DataFrame/Dataset on the right is not supported",
                "CoGrouping with a streaming DataFrame/Dataset is not supported",
                // window functions: an error class of its own, in 3.5 and 4.x
                "NON_TIME_WINDOW_NOT_SUPPORTED_IN_STREAMING",
                // RelationalGroupedDataset.pivot without values (4.x: _LEGACY_ERROR_TEMP_3063), at the call
                "pivot is not supported on a streaming DataFrames/Datasets"
        })
public final class UnsupportedOperatorOnStream implements OperatorRule {

    private static final Set<String> UNIONS = Set.of("union", "unionAll", "unionByName");
    private static final Set<String> INTERSECTS = Set.of("intersect", "intersectAll");
    private static final Set<String> EXCEPTS = Set.of("except", "exceptAll");
    private static final String AT_START = "Spark rejects the query at start() with \"";

    @Override
    public void check(Plan node, RuleContext context, Report report) {
        Optional<String> problem = problem(node);
        if (problem.isEmpty()) {
            return;
        }
        RelatedLocation[] streaming = StreamingPlans.streamingContext(node, context);
        if (streaming.length > 0) {
            report.at(node.location(), problem.get(), streaming);
        }
    }

    private static Optional<String> problem(Plan node) {
        if (node instanceof Plan.Binary b) {
            return binaryProblem(b);
        }
        if (node instanceof Plan.Operator o && streaming(o.child())) {
            if (o.method().equals("sample")) {
                return Optional.of(o.code() + " samples a stream: " + AT_START + StreamingErrors.SAMPLE_ERROR + "\". Keep a "
                        + "fraction of the rows with filter(rand().lt(<fraction>)) instead.");
            }
            if (o.method().equals("pivot")) {
                return Optional.of(o.code() + " lists no values, so Spark would have to collect them from the stream: "
                        + "it throws \"" + StreamingErrors.PIVOT_ERROR + "\" at this call. Aggregate each value with "
                        + "when(...) instead (sum(when(col(\"<column>\").equalTo(<value>), <amount>))), or pivot each "
                        + "micro-batch inside foreachBatch.");
            }
        }
        Exprs expressions = expressionsOf(node);
        if (expressions == null) {
            return Optional.empty();
        }
        Plan child = node.children().get(0);
        if (node instanceof Plan.Project && streaming(child) && expressions.calls("over")) {
            return Optional.of(node.code() + " computes a window function (.over(...)) on a stream: " + AT_START
                    + StreamingErrors.NON_TIME_WINDOW_ERROR + "\": only time windows are supported. Aggregate by "
                    + "groupBy(window(col(\"<event time>\"), \"<length>\")), or compute it per micro-batch inside "
                    + "foreachBatch.");
        }
        Optional<String> distinct = FunctionFacts.DISTINCT_AGGREGATES.keySet().stream().filter(expressions::calls).sorted()
                .map(FunctionFacts.DISTINCT_AGGREGATES::get).findFirst();
        if ((node instanceof Plan.Aggregate || node instanceof Plan.Project) && streaming(child) && distinct.isPresent()) {
            return Optional.of(node.code() + " aggregates with a distinct aggregate (" + distinct.get() + ") on a stream: "
                    + AT_START + StreamingErrors.DISTINCT_AGGREGATE_ERROR + "\". Use approx_count_distinct(...), or "
                    + "dropDuplicates(...) on the counted columns (with a watermark) before count().");
        }
        if (expressions.calls("monotonically_increasing_id")) {
            return Optional.of(node.code() + " calls monotonically_increasing_id() in a streaming query: " + AT_START
                    + StreamingErrors.MONOTONICALLY_INCREASING_ID_ERROR + "\". Derive the id from the data (a key, "
                    + "or the Kafka partition and offset), or number the rows per micro-batch inside foreachBatch.");
        }
        return Optional.empty();
    }

    private static Optional<String> binaryProblem(Plan.Binary b) {
        boolean left = streaming(b.left());
        boolean right = streaming(b.right());
        if (UNIONS.contains(b.method()) && (left && Lineage.isSurelyBatch(b.right()) || right && Lineage.isSurelyBatch(b.left()))) {
            return Optional.of(b.code() + " unions a stream with a batch Dataset: " + AT_START + StreamingErrors.UNION_ERROR
                    + "\". Read both sides as streams, or join the batch side (a stream-static join).");
        }
        if (INTERSECTS.contains(b.method()) && (left || right)) {
            return Optional.of(b.code() + " intersects a stream: " + AT_START + StreamingErrors.INTERSECT_ERROR + "\". Keep "
                    + "the stream's rows that match with stream.join(other, <keys>, \"left_semi\"), or intersect each "
                    + "micro-batch inside foreachBatch.");
        }
        if (EXCEPTS.contains(b.method()) && right) {
            return Optional.of(b.code() + " subtracts a stream: " + AT_START + StreamingErrors.EXCEPT_ERROR + "\". Subtract "
                    + "from the stream instead (stream.join(other, <keys>, \"left_anti\")), or do it per micro-batch "
                    + "inside foreachBatch.");
        }
        if (b.method().equals("cogroup") && (left || right)) {
            return Optional.of(b.code() + " cogroups a stream: " + AT_START + StreamingErrors.COGROUP_ERROR + "\". Join the "
                    + "stream with the other side, or cogroup each micro-batch inside foreachBatch.");
        }
        return Optional.empty();
    }

    /** What the node computes, for the nodes that hold expressions; null for others. */
    private static @Nullable Exprs expressionsOf(Plan node) {
        if (node instanceof Plan.Aggregate a) {
            return a.aggregates();
        }
        if (node instanceof Plan.Project p) {
            return p.expressions();
        }
        if (node instanceof Plan.Operator o) {
            return o.expressions();
        }
        return null;
    }
}
