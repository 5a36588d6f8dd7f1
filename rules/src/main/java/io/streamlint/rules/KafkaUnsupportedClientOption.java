package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.KafkaFacts;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.Map;

/**
 * SS027: a Kafka client setting that Spark manages itself, passed to a Kafka source (rejected at load()) or a Kafka
 * sink (rejected when the query plans its first batch, right after start()). Only the {@code kafka.}-prefixed keys
 * reach the client; the unprefixed ones are ignored (another rule's concern).
 */
@RuleInfo(id = "SS027", name = "KafkaUnsupportedClientOption", severity = Severity.ERROR,
        summary = "Kafka client setting that Spark manages itself (kafka.auto.offset.reset, deserializers, "
                + "serializers, auto commit, interceptors): Spark rejects the source at load(), the sink after start().",
        tags = {"correctness", "kafka"},
        sparkRejections = {
                // KafkaSourceProvider.validateGeneralOptions (at load()) and kafkaParamsForProducer (right after
                // start()), IllegalArgumentException, the same in 3.5 and 4.x
                "Kafka option '(auto\\.offset\\.reset|key\\.deserializer|value\\.deserializer|enable\\.auto\\.commit|interceptor\\.classes|key\\.serializer|value\\.serializer)' is not supported"
        })
public final class KafkaUnsupportedClientOption implements SourceRule, QueryRule {

    @Override
    public void check(Plan.Source source, RuleContext context, Report report) {
        if (!source.streaming() || !KafkaFacts.isKafka(source.format())) {
            return;
        }
        for (Map.Entry<String, String> setting : KafkaFacts.KAFKA_SOURCE_MANAGED_SETTINGS.entrySet()) {
            source.options().get(setting.getKey()).ifPresent(e -> report.at(e.location(), "The Kafka source does "
                    + "not accept " + e.key() + ": Spark rejects it at load() with \"" + rejection(setting.getKey())
                    + "\"; " + setting.getValue() + "."));
        }
    }

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        boolean kafka = SinkFacts.effectiveSinkFormat(query.sink(), query.sessionConf())
                .filter(KafkaFacts::isKafka).isPresent();
        if (!kafka) {
            return;
        }
        for (Map.Entry<String, String> setting : KafkaFacts.KAFKA_SINK_MANAGED_SETTINGS.entrySet()) {
            query.sink().options().get(setting.getKey()).ifPresent(e -> report.at(e.location(), "The Kafka sink of "
                    + query.subject() + " does not accept " + e.key() + ": the query fails right after start() with \""
                    + rejection(setting.getKey()) + "\"; " + setting.getValue() + "."));
        }
    }

    /** The start of Spark's message: "Kafka option 'auto.offset.reset' is not supported". */
    private static String rejection(String key) {
        return "Kafka option '" + key.substring("kafka.".length()) + "' is not supported";
    }
}
