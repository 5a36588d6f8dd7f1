package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.ColumnMapping;
import io.streamlint.core.model.JoinCondition;
import io.streamlint.core.model.JoinFacts;
import io.streamlint.core.model.JoinFacts.JoinType;
import io.streamlint.core.model.JoinFacts.Side;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Lineage.Answer;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.StreamingQuery;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * SS014: a stream-stream left/right/full outer or left semi join whose state Spark could never evict: no
 * watermarked join key, and no watermark on a nullable input with a range condition bounding the other input's
 * time by it. Mirrors UnsupportedOperationChecker.checkForStreamStreamJoinWatermark (at start()); silent where
 * the condition or the watermarks cannot be read.
 */
@RuleInfo(id = "SS014", name = "OuterJoinWithoutWatermarkRange", severity = Severity.ERROR,
        summary = "Stream-stream outer or semi join without a watermarked join key, or a watermark on the nullable "
                + "side and a time-range condition: Spark rejects it at start().",
        tags = {"correctness", "join", "watermark"},
        sparkRejections = {
                // UnsupportedOperationChecker.checkForStreamStreamJoinWatermark (at start(); the same text in 3.5 and
                // 4.x, in 4.x under _LEGACY_ERROR_TEMP_3102)
                "Stream-stream (LeftOuter|RightOuter|FullOuter|LeftSemi) join between two streaming DataFrame/Datasets is not supported without a watermark in the join keys, or a watermark on the nullable side and an appropriate range condition"
        })
public final class OuterJoinWithoutWatermarkRange implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        for (Plan node : Lineage.preOrder(query.plan())) {
            if (node instanceof Plan.Join join) {
                join.joinType().text().flatMap(JoinFacts::joinType)
                        .ifPresent(type -> check(query, join, type, report));
            }
        }
    }

    private static void check(StreamingQuery query, Plan.Join join, JoinType type, Report report) {
        List<Side> nullable = JoinFacts.nullableSides(type);
        JoinCondition condition = join.condition();
        if (nullable.isEmpty() || !condition.readable() || Lineage.isStreaming(join.left()) != Answer.YES
                || Lineage.isStreaming(join.right()) != Answer.YES) {
            return;
        }
        Optional<Set<String>> left = Lineage.watermarkedColumns(join.left());
        Optional<Set<String>> right = Lineage.watermarkedColumns(join.right());
        if (left.isEmpty() || right.isEmpty()) {
            return;
        }
        Set<String> all = ColumnMapping.names(left.get());
        all.addAll(right.get());
        if (condition.mayHaveKeyAmong(all)
                || nullable.stream().anyMatch(side -> condition.mayBoundStateWith(side == Side.LEFT ? left.get() : right.get()))) {
            return;
        }
        List<String> watermarked = new ArrayList<>();
        List<RelatedLocation> related = new ArrayList<>();
        for (Side side : nullable) {
            Plan input = side == Side.LEFT ? join.left() : join.right();
            Set<String> columns = side == Side.LEFT ? left.get() : right.get();
            String name = side == Side.LEFT ? "the left input" : "the right input";
            columns.stream().sorted().forEach(c -> watermarked.add("'" + c + "'"));
            Optional<Plan> explanation = columns.isEmpty()
                    ? Lineage.streamingSources(input).stream().<Plan>map(p -> p).findFirst()
                    : Lineage.preOrder(input).stream().filter(Plan.Watermark.class::isInstance).findFirst();
            explanation.ifPresent(p -> related.add(new RelatedLocation(p.location(),
                    columns.isEmpty() ? name + ", without a watermark" : name + "'s watermark")));
        }
        String sides = nullable.size() == 2 ? "either input" : nullable.get(0) == Side.LEFT ? "the left input" : "the right input";
        String range = "a time range such as rightTime BETWEEN leftTime AND leftTime + INTERVAL 1 HOUR";
        String bound = String.join(" or ", watermarked);
        String missing = watermarked.isEmpty()
                ? "no watermark on " + sides + " (the nullable side), nor a watermarked join key"
                : "no watermarked join key, nor a range bounding the other input's time by " + bound
                        + " (the watermark of " + sides + ")";
        String fix = watermarked.isEmpty() ? "Add withWatermark(..) to " + sides + " and " + range
                : "Add to the condition " + range + ", bounding the other input's time by " + bound;
        report.at(join.location(), join.code() + ", a stream-stream " + UnsupportedStreamJoin.words(type) + " join, has "
                        + missing + ": Spark rejects " + query.subject() + " at start(). " + fix
                        + ", or join on a watermarked column.",
                related.toArray(RelatedLocation[]::new));
    }
}
