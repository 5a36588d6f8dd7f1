package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.JoinCondition;
import io.streamlint.core.model.JoinFacts;
import io.streamlint.core.model.JoinFacts.JoinType;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * SS036: a stream-stream inner join that keeps an input's rows in state for ever. Spark evicts join state
 * (StreamingSymmetricHashJoinHelper.getStateWatermarkPredicates) by a watermarked join key, which bounds both inputs,
 * or, for each input, by a watermark on that input plus a condition that bounds its time by the other input's
 * watermarked column (a state value watermark). An input with neither is buffered for ever. Outer and semi joins
 * without that are rejected by Spark (SS014), and so are stream-stream joins without an equi-join key or outside
 * append mode (SS013). Silent where the condition or the watermarks cannot be read, and where a filter after the
 * join may add to its condition (the optimizer pushes it down into an inner join).
 */
@RuleInfo(id = "SS036", name = "UnboundedStreamJoinState", severity = Severity.WARNING,
        summary = "Stream-stream inner join without a watermarked join key, or watermarks on both inputs and a "
                + "time-range condition: Spark buffers every row of an input in state for ever.",
        tags = {"state", "join", "watermark", "performance"})
public final class UnboundedStreamJoinState implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        if (SinkFacts.knownOutputMode(query.sink()).filter("append"::equals).isEmpty()) {
            return; // stream-stream joins run in append mode only (SS013)
        }
        for (Plan node : Lineage.preOrder(query.plan())) {
            if (node instanceof Plan.Join join && StreamingPlans.ancestors(query.plan(), join).orElseThrow().stream()
                    .noneMatch(p -> p instanceof Plan.Operator o && FILTERS.contains(o.method()))) {
                check(query, join, report);
            }
        }
    }

    /** Operators whose predicate the optimizer may push down into the join's condition. */
    private static final Set<String> FILTERS = Set.of("filter", "where");

    private static void check(StreamingQuery query, Plan.Join join, Report report) {
        if (!Set.of("join", "crossJoin", "joinWith").contains(join.method())) {
            return;
        }
        Optional<JoinType> type = join.joinType().text().flatMap(JoinFacts::joinType);
        JoinCondition condition = join.condition();
        if (type.isEmpty() || !(type.get() == JoinType.INNER || type.get() == JoinType.CROSS) || !condition.readable()
                || condition.surelyWithoutEquality()
                || Lineage.isStreaming(join.left()) != Lineage.Answer.YES
                || Lineage.isStreaming(join.right()) != Lineage.Answer.YES) {
            return;
        }
        Optional<Set<String>> left = Lineage.watermarkedColumns(join.left());
        Optional<Set<String>> right = Lineage.watermarkedColumns(join.right());
        if (left.isEmpty() || right.isEmpty()) {
            return;
        }
        Set<String> all = ColumnMapping.names(left.get());
        all.addAll(right.get());
        if (condition.mayHaveKeyAmong(all)) {
            return; // a watermarked join key bounds both inputs
        }
        boolean leftBounded = !left.get().isEmpty() && condition.mayBoundStateWith(right.get());
        boolean rightBounded = !right.get().isEmpty() && condition.mayBoundStateWith(left.get());
        if (leftBounded && rightBounded) {
            return;
        }
        String kept = !leftBounded && !rightBounded ? "every row of both inputs" : leftBounded ? "every row of the right input"
                : "every row of the left input";
        List<String> missing = new ArrayList<>();
        if (left.get().isEmpty()) {
            missing.add("the left input has no watermark");
        }
        if (right.get().isEmpty()) {
            missing.add("the right input has no watermark");
        }
        String range = "a time range such as expr(\"rightTime BETWEEN leftTime AND leftTime + INTERVAL 1 HOUR\")";
        String fix;
        if (!missing.isEmpty()) {
            boolean ranged = condition.mayBoundStateWith(all);
            if (!ranged) {
                missing.add("the condition has no time range between the inputs' event times");
            }
            String unwatermarked = left.get().isEmpty() && right.get().isEmpty() ? "both inputs"
                    : left.get().isEmpty() ? "the left input" : "the right input";
            fix = "Add withWatermark(..) to " + unwatermarked + (ranged ? "" : " and " + range + " to the condition");
        } else {
            String columns = quoted(left.get()) + " and " + quoted(right.get());
            missing.add(!leftBounded && !rightBounded ? "the condition has no time range between the watermarked "
                    + "columns " + columns : "the condition's time range between " + columns + " bounds one direction "
                    + "only, which evicts the rows of " + (leftBounded ? "the left input" : "the right input")
                    + " alone");
            fix = "Bound the time between " + columns + " in both directions in the condition, with " + range;
        }
        report.at(join.location(), join.code() + " joins two streams in " + query.subject() + " and keeps " + kept
                        + " in the state for ever (" + String.join("; ", missing) + "), so the join state grows with "
                        + "the input until the executors run out of memory. " + fix + ", or join on a watermarked "
                        + "column or window.",
                related(join));
    }

    private static String quoted(Set<String> columns) {
        return String.join("/", columns.stream().sorted().map(c -> "'" + c + "'").toList());
    }

    private static RelatedLocation[] related(Plan.Join join) {
        List<RelatedLocation> related = new ArrayList<>();
        for (Plan input : List.of(join.left(), join.right())) {
            String name = input == join.left() ? "the left input" : "the right input";
            Optional<Plan.Watermark> watermark = StreamingPlans.watermarkUnder(input);
            if (watermark.isPresent()) {
                related.add(new RelatedLocation(watermark.get().location(), name + "'s watermark"));
            } else {
                Lineage.streamingSources(input).stream().findFirst().ifPresent(s -> related.add(
                        new RelatedLocation(s.location(), name + ", read here without a watermark")));
            }
        }
        return related.toArray(RelatedLocation[]::new);
    }
}
