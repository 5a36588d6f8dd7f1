package io.streamlint.rules;

import io.streamlint.core.api.OperatorRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;

import java.util.Optional;
import java.util.Set;

/**
 * SS015: an operator that needs an event-time watermark on its input gets none: dropDuplicatesWithinWatermark (also
 * on a batch Dataset, which never has one), and (flat)MapGroupsWithState with an event-time timeout. Spark looks for a watermarked column among the operator's
 * input columns (UnsupportedOperationChecker), so a watermark that a typed map, a cast or a union's first input
 * dropped does not count. transformWithState in event-time mode is not checked by Spark (4.0, 4.1).
 */
@RuleInfo(id = "SS015", name = "WatermarkRequiredButMissing", severity = Severity.ERROR,
        summary = "dropDuplicatesWithinWatermark or an event-time state timeout without a watermark on its input: Spark rejects the query at start().",
        tags = {"correctness", "watermark", "state"},
        sparkRejections = {
                // UnsupportedOperationChecker (_LEGACY_ERROR_TEMP_3102 in 4.x, the same text in 3.5):
                // dropDuplicatesWithinWatermark and an event-time timeout of (flat)MapGroupsWithState without a
                // watermark on the operator's input
                "dropDuplicatesWithinWatermark is not supported on streaming DataFrames/DataSets without watermark",
                "Watermark must be specified in the query using '\\[Dataset/DataFrame\\]\\.withWatermark\\(\\)' for using event-time timeout",
                // UnsupportedOperationChecker.checkForBatch: dropDuplicatesWithinWatermark on a batch (e.g. in
                // foreachBatch)
                "dropDuplicatesWithinWatermark is not supported with batch DataFrames/DataSets"
        })
public final class WatermarkRequiredButMissing implements OperatorRule {

    private static final Set<String> GROUPS_WITH_STATE = Set.of("mapGroupsWithState", "flatMapGroupsWithState");

    @Override
    public void check(Plan node, RuleContext context, Report report) {
        if (node instanceof Plan.Deduplicate d && d.withinWatermark()
                && Lineage.isStreaming(d.child()) == Lineage.Answer.NO) {
            report.at(d.location(), "dropDuplicatesWithinWatermark(..) on a batch Dataset (such as the micro-batch of "
                    + "foreachBatch), which never has a watermark: Spark rejects it when the batch runs "
                    + "(\"dropDuplicatesWithinWatermark is not supported with batch DataFrames/DataSets\"). Use "
                    + "dropDuplicates(..) on the batch, or deduplicate the stream before foreachBatch.");
        } else if (node instanceof Plan.Deduplicate d && d.withinWatermark() && lacksWatermark(d.child())) {
            report.at(d.location(), "dropDuplicatesWithinWatermark(..) needs an event-time watermark on its input, but "
                    + reason(d.child()) + ": Spark rejects the query at start() (\"dropDuplicatesWithinWatermark is not "
                    + "supported on streaming DataFrames/DataSets without watermark\"). Add .withWatermark(\"<event time>\", "
                    + "\"<delay>\") right before it; the delay is how long duplicates are remembered.", related(d.child()));
        } else if (node instanceof Plan.StatefulMap m && GROUPS_WITH_STATE.contains(m.method())
                && m.timeout().isPresent() && m.timeout().get().is("EventTimeTimeout") && lacksWatermark(m.child())) {
            report.at(m.location(), m.method() + "(..) with GroupStateTimeout.EventTimeTimeout() needs an event-time "
                    + "watermark on its input, but " + reason(m.child()) + ": Spark rejects the query at start() "
                    + "(\"Watermark must be specified in the query using '[Dataset/DataFrame].withWatermark()' for using "
                    + "event-time timeout\"). Add .withWatermark(\"<event time>\", \"<delay>\") before groupByKey(..), or "
                    + "time out with GroupStateTimeout.ProcessingTimeTimeout().", related(m.child()));
        }
    }

    /** A stream whose columns surely carry no watermark tag. */
    private static boolean lacksWatermark(Plan input) {
        return Lineage.isStreaming(input) == Lineage.Answer.YES
                && Lineage.watermarkedColumns(input).map(Set::isEmpty).orElse(false);
    }

    private static String reason(Plan input) {
        return watermark(input).map(w -> "the watermark of " + w.code() + " upstream does not reach it")
                .orElse("no withWatermark(..) is applied upstream");
    }

    private static RelatedLocation[] related(Plan input) {
        return watermark(input).map(w -> new RelatedLocation[] {new RelatedLocation(w.location(),
                "this watermark is lost on the way (a typed map or a cast drops it; a union keeps only its first input's)")}).orElse(new RelatedLocation[0]);
    }

    private static Optional<Plan.Watermark> watermark(Plan input) {
        return Lineage.preOrder(input).stream().filter(Plan.Watermark.class::isInstance).map(Plan.Watermark.class::cast)
                .findFirst();
    }
}
