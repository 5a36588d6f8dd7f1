package io.streamlint.rules;

import io.streamlint.core.api.Rule;
import io.streamlint.core.api.RuleDescriptor;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Value;

import java.util.List;
import java.util.Optional;

/** SS002: a Kafka stream source with no {@code maxOffsetsPerTrigger}: one batch may read the whole backlog. */
public final class KafkaSourceWithoutMaxOffsetsPerTrigger implements Rule {

    private static final RuleDescriptor DESCRIPTOR = RuleDescriptor.of(KafkaSourceWithoutMaxOffsetsPerTrigger.class,
            "SS002", "KafkaSourceWithoutMaxOffsetsPerTrigger", Severity.WARNING,
            "Kafka stream source without maxOffsetsPerTrigger: after downtime one micro-batch reads the whole backlog.",
            "reliability", "kafka", "performance");

    @Override
    public RuleDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public void check(StreamingQuery query, Report report) {
        Optional<Value> trigger = query.sink().trigger();
        if (trigger.isPresent() && !trigger.get().isKnown() || trigger.map(t -> t.is("Once")).orElse(false)) {
            return; // Trigger.Once ignores read limits anyway; an unknown trigger might be Once
        }
        for (Plan.Source source : Lineage.streamingSources(query.plan())) {
            if (source.format().is("kafka") && source.options().surelyLacks(SparkFacts.KAFKA_MAX_OFFSETS_PER_TRIGGER)) {
                report.at(source.location(), "Kafka source" + topics(source) + " has no maxOffsetsPerTrigger: after "
                        + "downtime, or on a first start from earliest offsets, one micro-batch reads every record "
                        + "up to the latest offsets, which can exhaust executor memory and stall the query. Set "
                        + ".option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader.");
            }
        }
    }

    private static String topics(Plan.Source source) {
        for (String option : List.of("subscribe", "subscribePattern", "assign")) {
            Optional<String> value = source.options().get(option).flatMap(e -> e.value().text());
            if (value.isPresent()) {
                return " (" + option + " '" + value.get() + "')";
            }
        }
        return "";
    }
}
