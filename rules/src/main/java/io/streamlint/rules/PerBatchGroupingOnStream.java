package io.streamlint.rules;

import io.streamlint.core.api.OperatorRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Plan;

/**
 * SS037: groupByKey(..).mapGroups/flatMapGroups/flatMapSortedGroups(..) on a stream. Spark accepts it
 * (UnsupportedOperationChecker has no case for MapGroups, in 3.5 and 4.x) and runs it as a stateless operator: each
 * micro-batch is grouped on its own, so a key's rows from different batches are never seen together.
 */
@RuleInfo(id = "SS037", name = "PerBatchGroupingOnStream", severity = Severity.WARNING,
        summary = "groupByKey(..).mapGroups/flatMapGroups on a stream groups each micro-batch on its own: a key's rows "
                + "from different batches are never seen together.",
        tags = {"correctness", "state"})
public final class PerBatchGroupingOnStream implements OperatorRule {

    @Override
    public void check(Plan node, RuleContext context, Report report) {
        if (node instanceof Plan.GroupMap g && StreamingPlans.streaming(g.child())) {
            String state = g.method().equals("mapGroups") ? "mapGroupsWithState" : "flatMapGroupsWithState";
            report.at(g.location(), "groupByKey(..)." + g.method() + "(..) on a stream groups each micro-batch on its own: "
                    + "the function sees only the rows of a key that arrived in the same batch, and emits a partial "
                    + "result per batch that depends on how the input was split (trigger interval, rate limits, "
                    + "restarts). To combine a key's rows across batches, keep them in state with groupByKey(..)."
                    + state + "(..) (a GroupStateTimeout bounds it), or aggregate with groupByKey(..).reduceGroups/agg "
                    + "or groupBy(..).agg(..); if per-batch groups are meant, do it inside foreachBatch, where the "
                    + "batch is explicit.", StreamingPlans.streamsOf(g.child()));
        }
    }
}
