package io.streamlint.rules;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.model.KafkaFacts;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Value;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** What a query's sources do when it restarts without its checkpoint, for the messages of the checkpoint rules. */
final class Restarts {

    /**
     * Test and demo sources: no backlog, no read limit, nothing to resume (socket keeps no offsets; rate restarts
     * from 0). Under them Trigger.Once and AvailableNow run the same single batch (4.x falls back to it for sources
     * without SupportsTriggerAvailableNow), and a lost checkpoint loses no data.
     */
    private static final Set<String> DEVELOPMENT_SOURCES = Set.of("socket", "rate");

    private Restarts() {
    }

    /** True when the plan surely reads only development sources (socket, rate). */
    static boolean readsOnlyDevelopmentSources(Plan plan) {
        List<Plan.Source> sources = Lineage.streamingSources(plan);
        return !sources.isEmpty() && Lineage.preOrder(plan).stream().noneMatch(n -> n instanceof Plan.Untraced)
                && sources.stream()
                .allMatch(s -> s.format().lowerCase().filter(DEVELOPMENT_SOURCES::contains).isPresent());
    }

    /**
     * What the query's sources do when it starts without its checkpoint, e.g. "the Kafka source starts at the latest
     * offsets, the default of startingOffsets, skipping what arrived meanwhile".
     */
    static String withoutCheckpoint(Plan plan, RuleContext context) {
        Set<String> parts = new LinkedHashSet<>();
        for (Plan.Source source : Lineage.streamingSources(plan)) {
            if (KafkaFacts.isKafka(source.format())) {
                parts.add(kafkaStart(source.options()));
            } else if (source.format().text().filter(context.spark()::isFileFormat).isPresent()) {
                parts.add("the file source re-reads every file, writing rows again");
            } else {
                parts.add("its sources start over");
            }
        }
        return parts.isEmpty() ? "its sources start over" : String.join("; ", parts);
    }

    /** Where a Kafka source starts without a checkpoint, as far as the code shows its startingOffsets. */
    private static String kafkaStart(Options options) {
        String option = KafkaFacts.KAFKA_STARTING_OFFSETS;
        if (options.surelyLacks(option)) {
            return "the Kafka source starts at the latest offsets, the default of " + option
                    + ", skipping what arrived meanwhile";
        }
        Optional<Value> set = options.certain(option).map(Options.Entry::value);
        if (set.filter(v -> v.is("earliest")).isPresent()) {
            return "the Kafka source re-reads its topics from the earliest offsets (" + option
                    + " \"earliest\"), writing rows again";
        }
        if (set.filter(v -> v.is("latest")).isPresent()) {
            return "the Kafka source starts at the latest offsets (" + option + " \"latest\"), skipping what "
                    + "arrived meanwhile";
        }
        return "the Kafka source starts again from the offsets its " + option + " option names";
    }
}
