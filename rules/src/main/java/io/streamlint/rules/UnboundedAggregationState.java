package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.GroupingKey;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * SS034: a streaming aggregation whose state Spark never evicts although the user can bound it. Spark evicts
 * aggregation state only in append and update mode, and only by a grouping key that carries a watermark (the
 * watermarked column or a window over it; StateStoreSaveExec's watermarkPredicateForKeys). Reported: time windows
 * in complete mode (every window is kept for ever), time windows in update mode without a watermark on their
 * column, and update-mode aggregations over a watermark that none of their keys uses. Append mode is SS001's (Spark
 * rejects it there); running totals per plain key (no window, no watermark) are a design choice whose state grows
 * only with the key cardinality, which the code does not show.
 */
@RuleInfo(id = "SS034", name = "UnboundedAggregationState", severity = Severity.WARNING,
        summary = "Streaming aggregation whose state is never evicted: time windows in complete mode or without a "
                + "watermark on their column, or a watermark that no grouping key uses: the state grows until the "
                + "executors run out of memory.",
        tags = {"state", "watermark", "performance"})
public final class UnboundedAggregationState implements QueryRule {

    private static final String GROWS = "the state (and the checkpoint) grows until the executors run out of memory";

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        for (Plan node : Lineage.preOrder(query.plan())) {
            if (node instanceof Plan.Aggregate aggregate) {
                message(query, aggregate, context.spark()).ifPresent(m -> report.at(aggregate.location(), m, related(query, aggregate)));
            }
        }
    }

    /** The finding on {@code aggregate} in {@code query}, if this rule reports it. */
    static Optional<String> message(StreamingQuery query, Plan.Aggregate aggregate, SparkFacts facts) {
        Optional<String> mode = SinkFacts.knownOutputMode(query.sink());
        if (mode.isEmpty() || mode.get().equals("append") || Lineage.isStreaming(aggregate.child()) != Lineage.Answer.YES) {
            return Optional.empty(); // append mode: evicted, or rejected (SS001)
        }
        if (chained(query, aggregate) || mode.get().equals("update") && Lineage.sessionWindowOf(aggregate).isPresent()) {
            return Optional.empty(); // Spark rejects the query (SS012, SS008)
        }
        List<GroupingKey.TimeWindow> windows = aggregate.keys().stream()
                .filter(GroupingKey.TimeWindow.class::isInstance).map(GroupingKey.TimeWindow.class::cast).toList();
        Optional<Set<String>> tagged = Lineage.watermarkedColumns(aggregate.child());
        if (mode.get().equals("complete")) {
            return windows.isEmpty() ? Optional.empty()
                    : Optional.of(completeMode(query, aggregate, windows.get(0), tagged, facts));
        }
        Optional<List<GroupingKey>> watermarkedKeys = Lineage.watermarkedKeysOf(aggregate);
        if (watermarkedKeys.isEmpty() || !watermarkedKeys.get().isEmpty() || tagged.isEmpty()) {
            return Optional.empty();
        }
        Optional<Plan.Watermark> upstream = StreamingPlans.watermarkUnder(aggregate.child());
        if (!windows.isEmpty()) {
            return windows.stream().map(GroupingKey.TimeWindow::timeColumn).anyMatch(c -> c == null) ? Optional.empty()
                    : Optional.of(windowNeverCloses(query, aggregate, windows.get(0), tagged.get(), upstream, facts));
        }
        if (tagged.get().isEmpty() || aggregate.grouping() != Plan.Grouping.GROUP_BY || upstream.isEmpty()
                || Lineage.preOrder(aggregate.child()).stream().anyMatch(StreamingPlans::keepsState)) {
            return Optional.empty(); // no watermark meant for it, or one another stateful operator may use
        }
        String keys = aggregate.keys().stream().map(GroupingKey::code).collect(Collectors.joining(", "));
        String column = upstream.get().eventTime().text().orElse(tagged.get().iterator().next());
        return Optional.of("The watermark " + StreamingPlans.describe(upstream.get()) + " does not bound the state of "
                + aggregate.code() + ", which " + query.subject() + " writes in update mode: none of its keys (" + keys
                + ") is '" + column
                + "' or a window over it, so every key seen stays in the state for ever and " + GROWS
                + ". Group by " + StreamingPlans.windowOver(column, aggregate) + " as well, so that closed windows are "
                + "evicted; or drop the watermark if running totals per key are meant.");
    }

    /**
     * In update and complete mode Spark rejects a stateful operator after a streaming aggregation (SS012): one above
     * it, or another aggregation below it.
     */
    private static boolean chained(StreamingQuery query, Plan.Aggregate aggregate) {
        return StreamingPlans.ancestors(query.plan(), aggregate).map(above -> above.stream()
                        .anyMatch(StreamingPlans::keepsState)).orElse(true)
                || Lineage.hasStreamingAggregate(aggregate.child()) != Lineage.Answer.NO;
    }

    private static String completeMode(StreamingQuery query, Plan.Aggregate aggregate, GroupingKey.TimeWindow window,
                                       Optional<Set<String>> tagged, SparkFacts facts) {
        String column = window.timeColumn() == null ? "<event time>" : window.timeColumn();
        boolean watermarked = tagged.isPresent() && window.timeColumn() != null && Lineage.isTagged(column, tagged.get());
        return "Windowed aggregation " + aggregate.code() + " of " + query.subject() + " runs in complete mode, which "
                + "keeps every group for ever and re-emits all of them on each trigger: each new " + window.code()
                + " adds groups that are never evicted (complete mode ignores the watermark), so " + GROWS
                + ", and every batch writes more rows. "
                + (watermarked ? "Write it with outputMode(\"update\"), where the watermark on '" + column
                        + "' evicts closed windows (or \"append\" to emit each window once)."
                        : StreamingPlans.addWatermark(column, aggregate, facts) + " and write it with outputMode(\"update\") (or \"append\" to emit each window once).");
    }

    private static String windowNeverCloses(StreamingQuery query, Plan.Aggregate aggregate, GroupingKey.TimeWindow window,
                                            Set<String> tagged, Optional<Plan.Watermark> upstream, SparkFacts facts) {
        String column = window.timeColumn();
        String problem = "Windowed aggregation " + aggregate.code() + " of " + query.subject() + " runs in update mode "
                + "with no watermark on '" + column + "', so no window is ever closed: the groups of every "
                + window.code() + " stay in the state for ever and " + GROWS + ". ";
        String delay = upstream.flatMap(w -> w.delay().text()).orElse("<delay>");
        if (!tagged.isEmpty() && upstream.isPresent()) {
            return problem + "The watermark is on " + StreamingPlans.describe(upstream.get()) + ", not on the window's "
                    + "column: declare it with withWatermark(\"" + column + "\", \"" + delay + "\"), or window over '"
                    + upstream.get().eventTime().text().orElse("<event time>") + "'.";
        }
        Optional<Plan.Watermark> later = StreamingPlans.watermarkAbove(query.plan(), aggregate);
        if (later.isPresent()) {
            return problem + later.get().code() + " comes after the aggregation, where it cannot evict anything: "
                    + "move it " + StreamingPlans.placeBefore(aggregate) + ".";
        }
        return problem + StreamingPlans.addWatermark(column, aggregate, facts) + "; the delay is how late an event may arrive and still be counted.";
    }

    private static RelatedLocation[] related(StreamingQuery query, Plan.Aggregate aggregate) {
        List<RelatedLocation> related = new ArrayList<>();
        StreamingPlans.watermarkUnder(aggregate.child()).ifPresent(w -> related.add(new RelatedLocation(w.location(),
                "the watermark")));
        StreamingPlans.watermarkAbove(query.plan(), aggregate).ifPresent(w -> related.add(new RelatedLocation(w.location(),
                "a watermark after the aggregation")));
        query.sink().outputMode().map(Setting::location).ifPresent(at -> related.add(new RelatedLocation(at,
                "the output mode of " + query.subject())));
        return related.toArray(RelatedLocation[]::new);
    }
}
