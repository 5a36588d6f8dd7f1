package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.KafkaFacts;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * SS031: a Kafka sink whose rows have no topic (no topic option, no topic column) or no value column. Spark checks
 * the written columns when the query plans its first batch (KafkaWriter.validateQuery), right after start().
 * Silent when the written columns cannot be told.
 */
@RuleInfo(id = "SS031", name = "KafkaSinkMissingTopicOrValue", severity = Severity.ERROR,
        summary = "Kafka sink with no topic option and no topic column, or no value column: the query fails right "
                + "after start().",
        tags = {"correctness", "kafka"},
        sparkRejections = {
                // KafkaWriter.validateQuery, when the query plans its first batch (StreamingQueryException right after
                // start()), the same in 3.5 and 4.x
                "topic option required when no 'topic' attribute is present",
                "Required attribute 'value' not found"
        })
public final class KafkaSinkMissingTopicOrValue implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Sink sink = query.sink();
        boolean kafka = SinkFacts.effectiveSinkFormat(sink, query.sessionConf())
                .filter(KafkaFacts::isKafka).isPresent();
        Optional<Set<String>> columns = kafka ? Lineage.outputColumns(query.plan()) : Optional.empty();
        if (columns.isEmpty()) {
            return;
        }
        boolean noTopic = sink.options().surelyLacks(KafkaFacts.KAFKA_TOPIC_OPTION)
                && !columns.get().contains(KafkaFacts.KAFKA_TOPIC_COLUMN);
        boolean noValue = !columns.get().contains(KafkaFacts.KAFKA_VALUE_COLUMN);
        if (!noTopic && !noValue) {
            return;
        }
        List<String> problems = new ArrayList<>();
        List<String> fixes = new ArrayList<>();
        if (noTopic) {
            problems.add("no topic option and no topic column");
            fixes.add("Add .option(\"topic\", \"<topic>\") to the writer, or a topic column");
        }
        if (noValue) {
            problems.add("no value column");
            fixes.add("Name the payload value, e.g. selectExpr(\"to_json(struct(*)) AS value\") (a string or binary)");
        }
        String rejection = noTopic ? "topic option required when no 'topic' attribute is present"
                : "Required attribute 'value' not found";
        report.at(sink.location(), "The Kafka sink of " + query.subject() + " has " + String.join(" and ", problems)
                + ": the query fails right after " + sink.terminal() + "() with \"" + rejection + "\". "
                + String.join("; ", fixes) + ".",
                new RelatedLocation(query.plan().location(), "the written columns are "
                        + String.join(", ", columns.get()) + " after " + query.plan().code()));
    }
}
