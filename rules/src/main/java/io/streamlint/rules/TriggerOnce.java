package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Trigger;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * SS033: {@code Trigger.Once()}, deprecated since 3.4: it reads everything available in one micro-batch and ignores
 * the sources' read limits; {@code Trigger.AvailableNow()} processes the same data in limited batches.
 */
@RuleInfo(id = "SS033", name = "TriggerOnce", severity = Severity.WARNING,
        summary = "Trigger.Once() is deprecated and ignores read limits: the whole backlog in one batch; use Trigger.AvailableNow().",
        tags = {"reliability", "trigger", "performance"})
public final class TriggerOnce implements QueryRule {

    /** Source options that cap a micro-batch and that Trigger.Once ignores (SupportsAdmissionControl limits). */
    private static final List<String> READ_LIMITS = List.of("maxOffsetsPerTrigger", "maxFilesPerTrigger",
            "maxBytesPerTrigger");

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Optional<Trigger> trigger = query.sink().trigger();
        if (trigger.isEmpty() || !trigger.get().is("Once") || Restarts.readsOnlyDevelopmentSources(query.plan())) {
            return;
        }
        List<String> keys = new ArrayList<>();
        List<RelatedLocation> limits = new ArrayList<>();
        for (Plan.Source source : Lineage.streamingSources(query.plan())) {
            for (String limit : READ_LIMITS) {
                source.options().get(limit).ifPresent(e -> {
                    keys.add(e.key());
                    limits.add(new RelatedLocation(e.location(), e.key() + " is ignored under Trigger.Once"));
                });
            }
        }
        String ignored = keys.isEmpty() ? "ignores the sources' read limits"
                : "ignores the read limit" + (keys.size() > 1 ? "s " : " ") + String.join(", ", keys) + " set on "
                + (keys.size() > 1 ? "its sources" : "its source");
        report.at(trigger.get().location(), "Trigger.Once() is deprecated since Spark 3.4 and " + ignored + ": "
                        + query.subject() + " reads everything available in one micro-batch, which after downtime can "
                        + "run out of memory and must be redone whole when it fails. Use Trigger.AvailableNow(): it "
                        + "processes the same data, then stops, in batches that honour the read limits"
                        + (limits.isEmpty() ? " (set one, e.g. maxOffsetsPerTrigger on a Kafka reader)." : "."),
                limits.toArray(RelatedLocation[]::new));
    }
}
