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
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * SS001: a streaming aggregation in append mode whose grouping keys carry no event-time watermark.
 * Mirrors UnsupportedOperationChecker: only the first streaming aggregation in the plan is checked, and a
 * key counts when it is a watermarked column or a window/session_window over one.
 */
@RuleInfo(id = "SS001", name = "AppendAggregationWithoutWatermark", severity = Severity.ERROR,
        summary = "Streaming aggregation in append mode without a watermark on a grouping key: Spark rejects it at start().",
        tags = {"correctness", "watermark", "output-mode"},
        sparkRejections = {
                // Spark 4.x and 3.5 wordings of the output-mode check for an aggregation without a watermark in append
                // mode
                "(?i)STREAMING_OUTPUT_MODE.*append.*aggregation|Append output mode not supported when there are streaming aggregations"
        })
public final class AppendAggregationWithoutWatermark implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Optional<Plan.Aggregate> found = rejected(query);
        if (found.isEmpty()) {
            return;
        }
        Plan.Aggregate aggregate = found.get();
        String mode = query.sink().outputMode().isPresent() ? "append mode" : "append mode (the default output mode)";
        String rejected = "Spark rejects the query at start() with STREAMING_OUTPUT_MODE.UNSUPPORTED_OPERATION";
        String runs = aggregate.code() + " of " + query.subject() + " runs in " + mode;
        String message = switch (aggregate.grouping()) {
            case BY_KEY_FUNCTION -> "Streaming aggregation " + runs + ", but a key computed by groupByKey never "
                    + "carries an event-time watermark: " + rejected + ". Write it with outputMode(\"update\"), or "
                    + "group with groupBy(window(col(\"<event time>\"), \"<length>\")) after "
                    + "withWatermark(\"<event time>\", \"<delay>\").";
            case GLOBAL -> "Global streaming aggregation " + runs + ", but without grouping keys no watermark can ever "
                    + "close a group: " + rejected + ". Write it with outputMode(\"complete\") or "
                    + "outputMode(\"update\").";
            default -> "Streaming aggregation " + runs + ", but none of its grouping keys carries an event-time "
                    + "watermark: " + rejected + ". " + watermarkAdvice(query.plan(), aggregate, context.spark());
        };
        SourceLocation written = query.sink().outputMode().map(Setting::location).orElse(query.location());
        report.at(aggregate.location(), message, new RelatedLocation(written, capitalized(query.subject())
                + " is written in append mode here"));
    }

    /** The aggregation this rule reports in {@code query}: Spark's first one, in append mode, with no watermarked key. */
    static Optional<Plan.Aggregate> rejected(StreamingQuery query) {
        if (!SinkFacts.effectiveOutputMode(query.sink()).is("append")) {
            return Optional.empty();
        }
        return Lineage.firstStreamingAggregate(query.plan())
                .filter(a -> Lineage.watermarkedKeysOf(a).map(List::isEmpty).orElse(false));
    }

    /** Says where the watermark is (elsewhere, after the aggregation, nowhere) and what to change. */
    private static String watermarkAdvice(Plan plan, Plan.Aggregate aggregate, SparkFacts facts) {
        Set<String> tagged = Lineage.watermarkedColumns(aggregate.child()).orElse(Set.of());
        Optional<String> windowed = aggregate.keys().stream()
                .filter(k -> k instanceof GroupingKey.TimeWindow)
                .map(k -> ((GroupingKey.TimeWindow) k).timeColumn())
                .findFirst();
        String orUpdate = ", or write with outputMode(\"update\").";
        if (!tagged.isEmpty()) {
            String column = tagged.iterator().next();
            if (windowed.isPresent()) {
                return "The watermark is on '" + column + "' but the window is over '" + windowed.get()
                        + "': declare the watermark on the window's column (withWatermark(\"" + windowed.get()
                        + "\", \"<delay>\")) or window over '" + column + "'" + orUpdate;
            }
            return "The watermark is on '" + column + "', which is not grouped on: add window(col(\"" + column
                    + "\"), \"<length>\") (or '" + column + "') to the grouping keys" + orUpdate;
        }
        Optional<Plan.Watermark> later = StreamingPlans.watermarkAbove(plan, aggregate);
        if (later.isPresent()) {
            return later.get().code() + " comes after the aggregation, where it cannot help: move it "
                    + StreamingPlans.placeBefore(aggregate) + orUpdate;
        }
        if (windowed.isPresent()) {
            return StreamingPlans.addWatermark(windowed.get(), aggregate, facts) + orUpdate;
        }
        return StreamingPlans.addWatermark("<event time>", aggregate, facts) + " and group by "
                + StreamingPlans.windowOver("<event time>", aggregate) + orUpdate;
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
