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
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * SS008: an output mode the query's shape does not allow: complete mode without a streaming aggregation, or
 * update mode when the aggregation Spark checks (the first in the plan) groups by a session window. Mirrors the
 * output-mode checks of UnsupportedOperationChecker.checkForStreaming; append mode is SS001's.
 */
@RuleInfo(id = "SS008", name = "OutputModeNotSupportedByQuery", severity = Severity.ERROR,
        summary = "Complete mode without a streaming aggregation, or update mode with a session window: Spark rejects the query at start().",
        tags = {"correctness", "output-mode"},
        sparkRejections = {
                // UnsupportedOperationChecker's output-mode checks: complete mode without an aggregation, update mode
                // with a session window. Spark 4.x: STREAMING_OUTPUT_MODE.UNSUPPORTED_OPERATION; Spark 3.5: a plain
                // AnalysisException.
                "STREAMING_OUTPUT_MODE\\.UNSUPPORTED_OPERATION.*(no streaming aggregations|session window)",
                "Complete output mode not supported when there are no streaming aggregations|Update output mode not supported for session window"
        })
public final class OutputModeNotSupportedByQuery implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Optional<Setting> setting = query.sink().outputMode(); // complete and update are never the default
        Optional<String> mode = SinkFacts.knownOutputMode(query.sink());
        if (setting.isEmpty() || mode.isEmpty() || Lineage.isStreaming(query.plan()) != Lineage.Answer.YES) {
            return;
        }
        String rejected = "Spark rejects it at " + query.sink().terminal() + "() with "
                + context.spark().unsupportedOutputModeError();
        if (mode.get().equals("complete") && Lineage.hasStreamingAggregation(query.plan()) == Lineage.Answer.NO) {
            List<RelatedLocation> related = new ArrayList<>();
            String advice = completeModeAdvice(query.plan(), related);
            report.at(setting.get().location(), "Complete mode needs a streaming aggregation, but " + query.subject()
                    + " has none: " + rejected + ". Complete mode rewrites the whole result table, which only an "
                    + "aggregation has. " + advice, related.toArray(RelatedLocation[]::new));
        } else if (mode.get().equals("update")) {
            Optional<Plan.Aggregate> aggregate = Lineage.firstStreamingAggregate(query.plan());
            Optional<GroupingKey.TimeWindow> session = aggregate.flatMap(Lineage::sessionWindowOf);
            if (session.isEmpty()) {
                return;
            }
            boolean watermarked = Lineage.watermarkedKeysOf(aggregate.get()).orElse(List.of()).contains(session.get());
            String fix = watermarked ? "Write it with outputMode(\"append\"): each session is emitted once the watermark "
                    + "closes it." : "Add .withWatermark(\"" + session.get().timeColumn() + "\", \"<delay>\") before the "
                    + "aggregation and write it with outputMode(\"append\"): each session is emitted once the "
                    + "watermark closes it.";
            report.at(setting.get().location(), "Update mode does not support session windows, but " + query.subject()
                    + " groups by " + session.get().code() + ": " + rejected + ", because a session can still grow and merge with "
                    + "others after its row was emitted. " + fix,
                    new RelatedLocation(aggregate.get().location(), "the session window aggregation"));
        }
    }

    /** The mode to use instead, from what the query does; the operators that explain it go to {@code related}. */
    private static String completeModeAdvice(Plan plan, List<RelatedLocation> related) {
        Optional<String> stateful = Optional.empty();
        for (Plan node : Lineage.preOrder(plan)) {
            if (node instanceof Plan.StatefulMap m && m.method().equals("mapGroupsWithState")) {
                stateful = stateful.or(() -> Optional.of("mapGroupsWithState runs only in update mode: use "
                        + "outputMode(\"update\")."));
                related.add(new RelatedLocation(m.location(), "mapGroupsWithState"));
            } else if (node instanceof Plan.StatefulMap m && m.method().equals("flatMapGroupsWithState")) {
                Optional<String> own = m.outputMode().flatMap(Value::lowerCase);
                stateful = stateful.or(() -> own.map(o -> "Its flatMapGroupsWithState runs in " + o + " mode: use "
                        + "outputMode(\"" + o + "\")."));
                related.add(new RelatedLocation(m.location(), "flatMapGroupsWithState"));
            } else if (node instanceof Plan.Deduplicate d) {
                related.add(new RelatedLocation(d.location(), "deduplication is not an aggregation"));
            } else if (node instanceof Plan.Aggregate a && Lineage.isStreaming(a.child()) == Lineage.Answer.NO) {
                related.add(new RelatedLocation(a.location(), "aggregates a static Dataset, not the stream"));
            }
        }
        if (stateful.isPresent()) {
            return stateful.get();
        }
        return "Use outputMode(\"append\") to write the rows as they come, or aggregate the stream "
                + "(groupBy(..).agg(..)) before writing it in complete mode.";
    }
}
