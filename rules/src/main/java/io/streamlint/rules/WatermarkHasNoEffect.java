package io.streamlint.rules;

import io.streamlint.core.api.ApplicationRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * SS041: a withWatermark(..) with no stateful operator after it in any query that uses it. Spark drops late rows
 * and evicts state only in stateful operators (aggregations, deduplication, stream-stream joins, (flat)MapGroupsWithState,
 * transformWithState), each using the watermark its own input carries; a watermark after the last of them, or in a
 * stateless query, changes nothing. Judged per call site over every query and lineage holding it: silent when one
 * of them may use it, or when the Dataset also goes where the linter does not follow (a view, a batch action). A
 * watermark on a column the stateful operator does not use is reported at that operator (SS034, SS035, SS036), and
 * a watermark after an aggregation that SS001 or SS034 reports is part of that finding.
 */
@RuleInfo(id = "SS041", name = "WatermarkHasNoEffect", severity = Severity.WARNING,
        summary = "withWatermark(..) with no stateful operator after it: it neither drops late rows nor bounds any state.",
        tags = {"watermark", "state"})
public final class WatermarkHasNoEffect implements ApplicationRule {

    private record Verdict(Plan.Watermark watermark, String message, List<RelatedLocation> related) {
    }

    @Override
    public void check(Application application, RuleContext context, Report report) {
        // A lineage that ends outside every query (a view, a batch action, ...) may use its watermark where the linter
        // does not follow. Lineages are compared by location: a helper's chain is built again for each caller.
        Set<SourceLocation> inQueries = new HashSet<>();
        application.queries().forEach(q -> Lineage.preOrder(q.element().plan()).forEach(n -> inQueries.add(n.location())));
        Map<SourceLocation, Verdict> verdicts = new LinkedHashMap<>();
        Set<SourceLocation> used = new HashSet<>();
        for (Occurrence<Plan> lineage : application.lineages()) {
            if (!inQueries.contains(lineage.element().location())) {
                watermarksIn(lineage.element()).forEach(w -> used.add(w.location()));
            }
        }
        for (Occurrence<StreamingQuery> occurrence : application.queries()) {
            StreamingQuery query = occurrence.element();
            for (Plan.Watermark w : watermarksIn(query.plan())) {
                Optional<Verdict> verdict = noEffect(query, w, context.spark());
                if (verdict.isEmpty()) {
                    used.add(w.location());
                } else {
                    verdicts.merge(w.location(), verdict.get(), (a, b) -> {
                        List<RelatedLocation> related = new ArrayList<>(a.related());
                        related.addAll(b.related());
                        return new Verdict(a.watermark(), a.message(), related);
                    });
                }
            }
        }
        verdicts.forEach((at, v) -> {
            if (!used.contains(at)) {
                report.at(at, v.message(), v.related().toArray(RelatedLocation[]::new));
            }
        });
    }

    private static List<Plan.Watermark> watermarksIn(Plan plan) {
        return Lineage.preOrder(plan).stream().filter(Plan.Watermark.class::isInstance).map(Plan.Watermark.class::cast)
                .distinct().toList();
    }

    private static Optional<Verdict> noEffect(StreamingQuery query, Plan.Watermark watermark, SparkFacts facts) {
        if (query.sink().trigger().filter(t -> t.is("Continuous") || !t.kind().isKnown()).isPresent()) {
            return Optional.empty(); // continuous processing rejects the watermark itself (SS022)
        }
        List<Plan> above = StreamingPlans.ancestors(query.plan(), watermark).orElse(null);
        if (above == null || above.stream().anyMatch(StreamingPlans::mayKeepState)) {
            return Optional.empty();
        }
        List<Plan> below = Lineage.preOrder(watermark.child()).stream().filter(StreamingPlans::keepsState).toList();
        if (below.stream().anyMatch(p -> reportedElsewhere(query, p, facts))) {
            return Optional.empty();
        }
        RelatedLocation started = new RelatedLocation(query.location(), "written by " + query.subject()
                + ", with no stateful operator after the watermark");
        if (!below.isEmpty()) {
            Plan last = below.get(0);
            String name = last instanceof Plan.StatefulMap m ? m.method() + "(..)" : last.code();
            return Optional.of(new Verdict(watermark, watermark.code() + " comes after " + name + ", the last stateful "
                    + "operator of " + query.subject() + ": a watermark drops late rows and evicts state only in the "
                    + "stateful operators after it, so it has no effect here. Move it "
                    + (last instanceof Plan.Aggregate a ? StreamingPlans.placeBefore(a) : "before " + name)
                    + " (on the event-time column it groups, deduplicates or joins by), or remove it.",
                    List.of(started, new RelatedLocation(last.location(), "the stateful operator before the watermark"))));
        }
        return Optional.of(new Verdict(watermark, watermark.code() + " has no effect: " + query.subject() + " has no "
                + "stateful operator (aggregation, dropDuplicates, stream-stream join, (flat)MapGroupsWithState) after "
                + "it, and only those drop late rows or evict state by a watermark; rows of any lateness pass through. "
                + "Remove it, or filter late events explicitly (e.g. where(col(\""
                + watermark.eventTime().text().orElse("<event time>") + "\").gt(..))).", List.of(started)));
    }

    /** Whether another rule reports the stateful operator {@code node}, with the watermark after it in its finding. */
    private static boolean reportedElsewhere(StreamingQuery query, Plan node, SparkFacts facts) {
        if (node instanceof Plan.Aggregate a) {
            return AppendAggregationWithoutWatermark.rejected(query).filter(r -> r == a).isPresent()
                    || UnboundedAggregationState.message(query, a, facts).isPresent();
        }
        // a stream-stream join before the watermark is left to SS036 (and SS014), whose fix is watermarks on its inputs
        return node instanceof Plan.Join || node instanceof Plan.Deduplicate d && UnboundedDeduplicationState.reported(d);
    }
}
