package io.streamlint.rules;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SparkFacts;

import java.util.LinkedHashSet;
import java.util.List;
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

    /** E.g. "the Kafka source starts from startingOffsets (latest unless set: what arrived meanwhile is skipped)". */
    static String withoutCheckpoint(Plan plan, RuleContext context) {
        Set<String> parts = new LinkedHashSet<>();
        for (Plan.Source source : Lineage.streamingSources(plan)) {
            if (SparkFacts.isKafka(source.format())) {
                boolean earliest = source.options().certain(SparkFacts.KAFKA_STARTING_OFFSETS).filter(e -> e.value().is("earliest")).isPresent();
                parts.add(earliest ? "the Kafka source re-reads its topics from the earliest offsets, writing rows again"
                        : "the Kafka source starts from startingOffsets (latest unless set: what arrived meanwhile is skipped)");
            } else if (source.format().text().filter(context.spark()::isFileFormat).isPresent()) {
                parts.add("the file source re-reads every file, writing rows again");
            } else {
                parts.add("its sources start over");
            }
        }
        return parts.isEmpty() ? "its sources start over" : String.join("; ", parts);
    }
}
