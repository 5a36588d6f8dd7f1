package io.streamlint.ruletesting.acme;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.Plan;

/** The team rule of docs/rule-testing.md, as it is there. */
@RuleInfo(id = "ACME001", name = "KafkaGroupIdFixed", severity = Severity.WARNING,
        summary = "A Kafka source with a fixed consumer group id.")
public final class KafkaGroupIdFixed implements SourceRule {
    @Override
    public void check(Plan.Source source, RuleContext context, Report report) {
        if (source.format().text().filter("kafka"::equalsIgnoreCase).isPresent()) {
            source.options().certain("kafka.group.id").ifPresent(option -> report.at(option.location(),
                    "This Kafka source sets kafka.group.id: two queries on one group take each other's partitions."
                            + " Remove the option."));
        }
    }
}
