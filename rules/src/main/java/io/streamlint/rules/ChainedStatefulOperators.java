package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.ConfFacts;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * SS012: a stateful operator downstream of one that can emit rows older than the global watermark, which Spark
 * rejects at start() (UnsupportedOperationChecker.checkStreamingQueryGlobalWatermarkLimit): a streaming aggregation
 * in update or complete mode, or a (flat)MapGroupsWithState with an event-time timeout. A warning when the session
 * turns the check off (Spark then only logs it).
 */
@RuleInfo(id = "SS012", name = "ChainedStatefulOperators", severity = Severity.ERROR,
        summary = "A stateful operator downstream of an update/complete-mode aggregation or an event-time-timeout (flat)MapGroupsWithState: Spark rejects the query at start().",
        tags = {"correctness", "watermark", "state"},
        sparkRejections = {
                // UnsupportedOperationChecker.checkStreamingQueryGlobalWatermarkLimit (_LEGACY_ERROR_TEMP_3102 in 4.x,
                // the same text in 3.5)
                "Detected pattern of possible 'correctness' issue due to global watermark"
        })
public final class ChainedStatefulOperators implements QueryRule {

    private static final Set<String> GROUPS_WITH_STATE = Set.of("mapGroupsWithState", "flatMapGroupsWithState");

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Optional<String> mode = SinkFacts.knownOutputMode(query.sink());
        for (Plan downstream : Lineage.preOrder(query.plan())) { // Spark checks from the top
            if (!isStateful(downstream)) {
                continue;
            }
            List<Plan> below = Lineage.preOrder(downstream);
            Optional<Plan> upstream = below.subList(1, below.size()).stream()
                    .filter(p -> emitsRowsBehindTheWatermark(p, mode)).findFirst();
            if (upstream.isPresent() && !(upstream.get() instanceof Plan.Aggregate && sessionWindowInUpdateMode(query, mode))) {
                report(query, downstream, upstream.get(), mode, report);
                return; // Spark throws once
            }
        }
    }

    private static void report(StreamingQuery query, Plan downstream, Plan upstream, Optional<String> mode, Report report) {
        List<RelatedLocation> related = new ArrayList<>();
        String why;
        String fix;
        if (upstream instanceof Plan.Aggregate a) {
            why = "the aggregation " + a.code() + ", which in " + mode.orElseThrow() + " mode emits rows older than "
                    + "the watermark";
            fix = "Chain them in append mode (allowed since Spark 3.4: a watermark before the first aggregation, and "
                    + "its window as a key of the next), or split the pipeline into two queries.";
            related.add(new RelatedLocation(a.location(), "emits rows older than the watermark in " + mode.orElseThrow() + " mode"));
            query.sink().outputMode().ifPresent(m -> related.add(new RelatedLocation(m.location(), "the output mode")));
        } else {
            String method = ((Plan.StatefulMap) upstream).method();
            why = method + "(..) with GroupStateTimeout.EventTimeTimeout(), whose timed-out groups emit rows older "
                    + "than the watermark";
            fix = "Use GroupStateTimeout.ProcessingTimeTimeout(), or run " + name(downstream) + " in a query of its own.";
            related.add(new RelatedLocation(upstream.location(), "emits rows older than the watermark when a group times out"));
        }
        String conf = ConfFacts.STATEFUL_OPERATOR_CHECK_CORRECTNESS_CONF;
        Optional<Value> check = query.sessionConf().value(conf);
        String problem = name(downstream) + " in " + query.subject() + " is a stateful operator after " + why
                + ", and would drop them as late";
        if (check.isEmpty() || check.get().is("true")) {
            report.at(downstream.location(), problem + ": Spark rejects the query at " + query.sink().terminal()
                    + "() (\"Detected pattern of possible 'correctness' issue due to global watermark\"). " + fix,
                    related.toArray(RelatedLocation[]::new));
        } else if (check.get().is("false")) {
            report.at(Severity.WARNING, downstream.location(), problem + ". Spark runs it only because the session "
                    + "sets " + conf + " to false, and rows can be lost without notice. " + fix,
                    related.toArray(RelatedLocation[]::new));
        } else {
            report.at(Severity.WARNING, downstream.location(), problem + ". The session sets " + conf + " to a value "
                    + "not known here: if it is false, Spark runs the query and rows can be lost without notice; "
                    + "otherwise Spark rejects the query at " + query.sink().terminal() + "(). " + fix,
                    related.toArray(RelatedLocation[]::new));
        }
    }

    /** Spark's isStatefulOperation: deduplication counts only with an event-time key. */
    private static boolean isStateful(Plan node) {
        if (node instanceof Plan.Join j) {
            return streaming(j.left()) && streaming(j.right());
        }
        if (node instanceof Plan.Deduplicate d) {
            return streaming(d.child()) && (d.withinWatermark() || hasEventTimeKey(d));
        }
        return (node instanceof Plan.Aggregate || node instanceof Plan.StatefulMap) && streaming(node.children().get(0));
    }

    private static boolean hasEventTimeKey(Plan.Deduplicate d) {
        Optional<Set<String>> tagged = Lineage.watermarkedColumns(d.child());
        if (d.keys().isEmpty() || tagged.isEmpty()) {
            return false;
        }
        List<String> keys = d.keys().get();
        return keys.isEmpty() ? !tagged.get().isEmpty() : keys.stream().anyMatch(k -> Lineage.isTagged(k, tagged.get()));
    }

    /** Spark's ifCannotBeFollowedByStatefulOperation. */
    private static boolean emitsRowsBehindTheWatermark(Plan node, Optional<String> mode) {
        if (node instanceof Plan.StatefulMap m && GROUPS_WITH_STATE.contains(m.method())) {
            return m.timeout().isPresent() && m.timeout().get().is("EventTimeTimeout") && streaming(m.child());
        }
        return node instanceof Plan.Aggregate a && streaming(a.child()) && mode.isPresent() && !mode.get().equals("append");
    }

    /** SS008's case: update mode is wrong for the whole query, and append mode is also the fix for the chain. */
    private static boolean sessionWindowInUpdateMode(StreamingQuery query, Optional<String> mode) {
        return mode.equals(Optional.of("update"))
                && Lineage.firstStreamingAggregate(query.plan()).flatMap(Lineage::sessionWindowOf).isPresent();
    }

    private static boolean streaming(Plan plan) {
        return Lineage.isStreaming(plan) == Lineage.Answer.YES;
    }

    /** How messages name an operator: its call, or the method of a typed one (whose function is long code). */
    private static String name(Plan node) {
        return node instanceof Plan.StatefulMap m ? m.method() + "(..)" : node.code();
    }
}
