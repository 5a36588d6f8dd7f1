package io.streamlint.rules;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.KafkaFacts;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;

import java.util.Optional;

/**
 * SS030: Kafka stream source settings Spark accepts with only a log line: a fixed {@code kafka.group.id} (queries and
 * restarts sharing one consumer group interfere) and {@code failOnDataLoss=false} (lost offsets are skipped).
 */
@RuleInfo(id = "SS030", name = "KafkaRiskyConsumerSettings", severity = Severity.WARNING,
        summary = "Kafka source with a fixed kafka.group.id (shared consumer group: concurrent and restarted queries "
                + "interfere) or failOnDataLoss=false (data no longer in Kafka is skipped silently).",
        tags = {"reliability", "kafka"})
public final class KafkaRiskyConsumerSettings implements SourceRule {

    @Override
    public void check(Plan.Source source, RuleContext context, Report report) {
        if (!source.streaming() || !KafkaFacts.isKafka(source.format())) {
            return;
        }
        Options options = source.options();
        options.get(KafkaFacts.KAFKA_GROUP_ID).ifPresent(e -> report.at(e.location(), "This Kafka source joins the "
                + "fixed consumer group " + e.value().text().map(g -> "'" + g + "'").orElse("of " + e.key())
                + ": another query or source with the same group, or the previous run of a restarted query, takes "
                + "partitions from it and the queries interfere" + ignoredPrefix(options) + "; Spark never commits "
                + "offsets to Kafka, so the group does not show the query's lag either. Remove " + e.key()
                + " (Spark then uses a unique group per query), or set groupIdPrefix if ACLs require a group name "
                + "prefix; watch lag with the query's progress (StreamingQueryListener)."));
        options.get(KafkaFacts.KAFKA_FAIL_ON_DATA_LOSS).filter(e -> e.value().is("false")).ifPresent(e ->
                report.at(e.location(), "This Kafka source sets " + e.key() + " to false: when offsets the query "
                        + "still has to read are gone from Kafka (deleted by retention while the query was down or "
                        + "slow, a deleted or recreated topic), Spark skips them and only logs a warning, so records "
                        + "are lost without failing the query. Remove the option (true is the default) and size the "
                        + "topic retention for the longest outage; restart from the earliest available offsets "
                        + "deliberately when data loss is acceptable."));
    }

    /** The note that groupIdPrefix is ignored next to a fixed group id. */
    private static String ignoredPrefix(Options options) {
        Optional<Options.Entry> prefix = options.get(KafkaFacts.KAFKA_GROUP_ID_PREFIX);
        return prefix.map(p -> " (the " + p.key() + " set too is ignored)").orElse("");
    }
}
