package io.streamlint.rules;

import io.streamlint.core.api.SourceRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.Trigger;

import java.util.List;
import java.util.Optional;

/** SS002: a Kafka stream source with no {@code maxOffsetsPerTrigger}: one batch may read the whole backlog. */
@RuleInfo(id = "SS002", name = "KafkaSourceWithoutMaxOffsetsPerTrigger", severity = Severity.WARNING,
        summary = "Kafka stream source without maxOffsetsPerTrigger: after downtime one micro-batch reads the whole backlog.",
        tags = {"reliability", "kafka", "performance"})
public final class KafkaSourceWithoutMaxOffsetsPerTrigger implements SourceRule {

    @Override
    public void check(Plan.Source source, RuleContext context, Report report) {
        if (!source.format().is("kafka") || !source.options().surelyLacks(SparkFacts.KAFKA_MAX_OFFSETS_PER_TRIGGER)
                || onlyReadOnce(source, context)) {
            return;
        }
        // No topic in the message: a reader built in a helper is one finding for all its callers' topics.
        report.at(source.location(), "This Kafka source has no maxOffsetsPerTrigger: after "
                + "downtime, or on a first start from earliest offsets, one micro-batch reads every record "
                + "up to the latest offsets, which can exhaust executor memory and stall the query. Set "
                + ".option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader.");
    }

    /** Trigger.Once ignores read limits anyway: silent when every query reading the source may run once. */
    private static boolean onlyReadOnce(Plan.Source source, RuleContext context) {
        List<Optional<Trigger>> triggers = context.application().queries().stream()
                .map(Occurrence::element)
                .filter(q -> Lineage.streamingSources(q.plan()).stream().anyMatch(s -> s == source))
                .map(q -> q.sink().trigger())
                .toList();
        return !triggers.isEmpty() && triggers.stream()
                .allMatch(t -> t.isPresent() && (!t.get().kind().isKnown() || t.get().is("Once")));
    }
}
