package io.streamlint.rules;

import io.streamlint.core.api.OperatorRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.ConfFacts;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Session;
import io.streamlint.core.model.Value;

import java.util.Optional;

/**
 * SS049: withWatermark downstream of another withWatermark on a stream, with only projections, filters and
 * deduplications between them (as checked on Spark 4.0.0; an aggregation or a join between them is not judged).
 * Spark's WatermarkPropagator fails the query within its first micro-batches, once the watermark has advanced,
 * unless the session sets spark.sql.streaming.statefulOperator.allowMultiple to false.
 */
@RuleInfo(id = "SS049", name = "WatermarkRedefined", severity = Severity.ERROR,
        summary = "withWatermark downstream of another withWatermark on a stream: Spark fails the query within its "
                + "first micro-batches with \"Redefining watermark is disallowed\".",
        tags = {"correctness", "watermark"},
        sparkRejections = {
                // WatermarkPropagator (3.4 to 4.1, spark.sql.streaming.statefulOperator.allowMultiple=true, the
                // default)
                "Redefining watermark is disallowed"
        })
public final class WatermarkRedefined implements OperatorRule {

    @Override
    public void check(Plan node, RuleContext context, Report report) {
        if (!(node instanceof Plan.Watermark second) || Lineage.isStreaming(second) != Lineage.Answer.YES
                || compatibilityMode(second, context)) {
            return;
        }
        Optional<Plan.Watermark> first = upstreamWatermark(second.child());
        if (first.isEmpty()) {
            return;
        }
        report.at(second.location(), second.code() + " defines an event-time watermark downstream of "
                + first.get().code() + ": Spark fails the query within its first micro-batches (once the watermark "
                + "has advanced) with \"" + ConfFacts.REDEFINED_WATERMARK_MESSAGE + "\" Keep one withWatermark per "
                + "input, on the column the stateful operators use, before the first of them.",
                new RelatedLocation(first.get().location(), "the watermark already defined upstream"));
    }

    /** The nearest watermark below, through operators that keep it (projections, filters, deduplications). */
    private static Optional<Plan.Watermark> upstreamWatermark(Plan plan) {
        Plan p = plan;
        while (true) {
            if (p instanceof Plan.Watermark w) {
                return Optional.of(w);
            }
            if (p instanceof Plan.Project project) {
                p = project.child();
            } else if (p instanceof Plan.Operator operator) {
                p = operator.child();
            } else if (p instanceof Plan.Deduplicate deduplicate) {
                p = deduplicate.child();
            } else {
                return Optional.empty();
            }
        }
    }

    /** Does the session of the watermark's sources set allowMultiple to false (the pre-3.4 behaviour)? */
    private static boolean compatibilityMode(Plan.Watermark watermark, RuleContext context) {
        for (Plan.Source source : Lineage.streamingSources(watermark)) {
            for (Session session : context.application().sessions()) {
                if (session.id().equals(source.sessionId())) {
                    Optional<Value> allow = session.conf().value(ConfFacts.STATEFUL_OPERATOR_ALLOW_MULTIPLE_CONF);
                    if (allow.isEmpty() || !allow.get().is("true")) {
                        return allow.isPresent(); // false, or a value the code does not show
                    }
                }
            }
        }
        return false;
    }
}
