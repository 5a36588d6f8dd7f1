package io.streamlint.rules;

import io.streamlint.core.api.OperatorRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * SS035: dropDuplicates(..) or distinct() on a stream whose keys hold no watermarked column. Spark's
 * StreamingDeduplicateExec evicts a key only by a key column that carries the watermark (watermarkPredicateForKeys
 * over its keyExpressions), so every key seen is kept for ever. dropDuplicatesWithinWatermark(..) keeps each key for
 * the watermark's delay only, and is not reported.
 */
@RuleInfo(id = "SS035", name = "UnboundedDeduplicationState", severity = Severity.WARNING,
        summary = "dropDuplicates/distinct on a stream without a watermarked event-time column among its keys: every "
                + "key seen is kept in the state for ever.",
        tags = {"state", "watermark", "performance"})
public final class UnboundedDeduplicationState implements OperatorRule {

    @Override
    public void check(Plan node, RuleContext context, Report report) {
        if (node instanceof Plan.Deduplicate d && reported(d)) {
            report.at(d.location(), message(d), related(d));
        }
    }

    /** Whether {@code dedup} keeps every key for ever, as far as the code shows. */
    static boolean reported(Plan.Deduplicate dedup) {
        if (dedup.withinWatermark() || dedup.keys().isEmpty() || Lineage.isStreaming(dedup.child()) != Lineage.Answer.YES) {
            return false;
        }
        Optional<Set<String>> tagged = Lineage.watermarkedColumns(dedup.child());
        if (tagged.isEmpty()) {
            return false;
        }
        List<String> keys = dedup.keys().get();
        return keys.isEmpty() ? tagged.get().isEmpty() : keys.stream().noneMatch(k -> Lineage.isTagged(k, tagged.get()));
    }

    private static String message(Plan.Deduplicate dedup) {
        List<String> keys = dedup.keys().orElseThrow();
        String what = keys.isEmpty() ? "every distinct row" : "every " + keys.stream().map(k -> "'" + k + "'")
                .collect(Collectors.joining(", ")) + " value seen";
        String quoted = keys.stream().map(k -> "\"" + k + "\"").collect(Collectors.joining(", "));
        String problem = dedup.code() + " on a stream keeps " + what + " in the state for ever: no key column carries a "
                + "watermark, so Spark can never evict one, and the state grows with the number of distinct keys until "
                + "the executors run out of memory (the checkpoint grows with it). ";
        Optional<Plan.Watermark> upstream = StreamingPlans.watermarkUnder(dedup.child());
        Optional<Set<String>> tagged = Lineage.watermarkedColumns(dedup.child());
        if (upstream.isPresent() && tagged.isPresent() && !tagged.get().isEmpty()) {
            String column = upstream.get().eventTime().text().orElse("<event time>");
            return problem + "The watermark " + StreamingPlans.describe(upstream.get()) + " is not a key: use "
                    + "dropDuplicatesWithinWatermark(" + quoted + "), which forgets a key once the watermark passes it, "
                    + "or add \"" + column + "\" to the keys when duplicates carry the same event time.";
        }
        String reason = upstream.isPresent() ? "The watermark defined upstream does not reach it (a typed map or a cast "
                + "drops it). " : "";
        return problem + reason + "Add .withWatermark(\"<event time>\", \"<delay>\") before it and use "
                + "dropDuplicatesWithinWatermark(" + quoted + "); the delay is how long a duplicate may arrive after "
                + "the first copy.";
    }

    private static RelatedLocation[] related(Plan.Deduplicate dedup) {
        List<RelatedLocation> related = new ArrayList<>();
        StreamingPlans.watermarkUnder(dedup.child()).ifPresent(w -> related.add(new RelatedLocation(w.location(),
                "the watermark upstream")));
        related.addAll(List.of(StreamingPlans.streamsOf(dedup.child())));
        return related.toArray(RelatedLocation[]::new);
    }
}
