package io.streamlint.rules;

import io.streamlint.core.api.SourceRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.KafkaFacts;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Value;

import java.util.Optional;

/** SS002: a Kafka stream source with no {@code maxOffsetsPerTrigger}: one batch may read the whole backlog. */
@RuleInfo(id = "SS002", name = "KafkaSourceWithoutMaxOffsetsPerTrigger", severity = Severity.WARNING,
        summary = "Kafka stream source without maxOffsetsPerTrigger: after downtime one micro-batch reads the whole backlog.",
        tags = {"reliability", "kafka", "performance"}, productionOnly = true)
public final class KafkaSourceWithoutMaxOffsetsPerTrigger implements SourceRule {

    @Override
    public void check(Plan.Source source, RuleContext context, Report report) {
        if (!KafkaFacts.isKafka(source.format()) || !source.options().surelyLacks(KafkaFacts.KAFKA_MAX_OFFSETS_PER_TRIGGER)
                || StreamingPlans.onlyReadOnce(source, context) || startsAtLatestOnEveryRun(source, context)) {
            return;
        }
        // No topic in the message: a reader built in a helper is one finding for all its callers' topics.
        report.at(source.location(), "This Kafka source has no maxOffsetsPerTrigger: " + backlogs(source)
                + ", one micro-batch reads every record up to the latest offsets, which can exhaust executor memory "
                + "and stall the query. Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this "
                + "reader.");
    }

    /** When a micro-batch meets a backlog, as far as the code shows the source's startingOffsets. */
    private static String backlogs(Plan.Source source) {
        Optional<Value> start = source.options().certain(KafkaFacts.KAFKA_STARTING_OFFSETS).map(Options.Entry::value);
        if (start.filter(v -> v.is("earliest")).isPresent()) {
            return "on its first start (startingOffsets \"earliest\") and after downtime";
        }
        if (source.options().surelyLacks(KafkaFacts.KAFKA_STARTING_OFFSETS)
                || start.filter(v -> v.is("latest")).isPresent()) {
            return "after downtime";
        }
        return "after downtime (and on a first start, unless startingOffsets is \"latest\")";
    }

    /**
     * A source read from the latest offsets (startingOffsets unset or "latest") only by queries on a temporary
     * checkpoint (a console demo, a foreachBatch without checkpoint, which SS004 reports) never has a backlog: every
     * run, and every restart, begins at the end of the topic.
     */
    private static boolean startsAtLatestOnEveryRun(Plan.Source source, RuleContext context) {
        boolean latest = source.options().surelyLacks(KafkaFacts.KAFKA_STARTING_OFFSETS)
                || source.options().certain(KafkaFacts.KAFKA_STARTING_OFFSETS).filter(e -> e.value().is("latest")).isPresent();
        return latest && StreamingPlans.onlyNewCheckpointsEachRun(source, context);
    }
}
