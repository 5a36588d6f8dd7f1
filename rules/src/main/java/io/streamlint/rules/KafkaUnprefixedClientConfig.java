package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.KafkaFacts;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.StreamingQuery;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * SS029: a Kafka client setting given to a Kafka stream source or sink without the {@code kafka.} prefix. Spark passes
 * only {@code kafka.}-prefixed keys to the client and does not validate other keys, so the setting is silently
 * ignored; also the reverse, one of the source's own options written with the prefix (it goes to the consumer, which
 * ignores it, and Spark never sees it). One finding per call that sets such keys.
 */
@RuleInfo(id = "SS029", name = "KafkaUnprefixedClientConfig", severity = Severity.WARNING,
        summary = "Kafka client setting without the kafka. prefix (group.id, security.protocol, sasl.jaas.config, ...) "
                + "on a Kafka source or sink: Spark silently ignores it.",
        tags = {"correctness", "kafka"})
public final class KafkaUnprefixedClientConfig implements SourceRule, QueryRule {

    @Override
    public void check(Plan.Source source, RuleContext context, Report report) {
        if (!source.streaming() || !KafkaFacts.isKafka(source.format())) {
            return;
        }
        Options options = source.options();
        Map<SourceLocation, List<Ignored>> fixes = new LinkedHashMap<>();
        for (Options.Entry e : options.entries()) {
            String key = e.key().toLowerCase(Locale.ROOT);
            if (key.equals("bootstrap.servers") && options.surelyLacks(KafkaFacts.KAFKA_BOOTSTRAP_SERVERS)) {
                continue; // SS026 reports the missing kafka.bootstrap.servers and names this key
            }
            if (KafkaFacts.KAFKA_CONSUMER_CONFIGS.contains(key)) {
                fixes.computeIfAbsent(e.location(), l -> new ArrayList<>()).add(new Ignored(e.key(), consumerFix(e.key())));
            } else if (key.startsWith(KafkaFacts.KAFKA_CLIENT_PREFIX)) {
                String own = e.key().substring(KafkaFacts.KAFKA_CLIENT_PREFIX.length());
                sourceOption(own).filter(o -> options.surelyLacks(o) && !coveredElsewhere(o))
                        .ifPresent(o -> fixes.computeIfAbsent(e.location(), l -> new ArrayList<>()).add(new Ignored(
                                e.key(), e.key() + " is one of Spark's own source options, which Spark reads without "
                                + "the prefix: with it the key goes to the consumer and Spark never applies it; write "
                                + o)));
            }
        }
        fixes.forEach((at, what) -> report.at(at, "This Kafka source silently ignores " + keys(what)
                + ": Spark passes only keys starting with \"kafka.\" to the consumer and does not check other keys. "
                + fixesOf(what) + "."));
    }

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        boolean kafka = SinkFacts.effectiveSinkFormat(query.sink(), query.sessionConf())
                .filter(KafkaFacts::isKafka).isPresent();
        if (!kafka) {
            return;
        }
        Map<SourceLocation, List<Ignored>> fixes = new LinkedHashMap<>();
        for (Options.Entry e : query.sink().options().entries()) {
            String key = e.key().toLowerCase(Locale.ROOT);
            if (KafkaFacts.KAFKA_PRODUCER_CONFIGS.contains(key)) {
                String prefixed = KafkaFacts.KAFKA_CLIENT_PREFIX + e.key();
                String managed = KafkaFacts.KAFKA_SINK_MANAGED_SETTINGS.get(prefixed.toLowerCase(Locale.ROOT));
                fixes.computeIfAbsent(e.location(), l -> new ArrayList<>()).add(new Ignored(e.key(), managed != null
                        ? e.key() + " would be rejected even with the prefix: " + managed
                        : "Write " + prefixed + " to apply " + e.key()));
            }
        }
        fixes.forEach((at, what) -> report.at(at, "The Kafka sink of " + query.subject() + " silently ignores "
                + keys(what) + ": Spark passes only keys starting with \"kafka.\" to the producer and does not check "
                + "other keys. " + fixesOf(what) + "."));
    }

    /** What to do with an unprefixed consumer setting: add the prefix, unless Spark manages or discourages it. */
    private static String consumerFix(String key) {
        String prefixed = KafkaFacts.KAFKA_CLIENT_PREFIX + key;
        String lower = prefixed.toLowerCase(Locale.ROOT);
        String managed = KafkaFacts.KAFKA_SOURCE_MANAGED_SETTINGS.get(lower);
        if (managed != null) {
            return key + " would be rejected even with the prefix: " + managed;
        }
        if (lower.equals(KafkaFacts.KAFKA_GROUP_ID)) {
            return key + " has no effect: Spark gives each query its own consumer group and never commits offsets; "
                    + "remove it, or set " + KafkaFacts.KAFKA_GROUP_ID_PREFIX + " when ACLs require a group name prefix";
        }
        return "Write " + prefixed + " to apply " + key;
    }

    /** The Kafka source option named {@code key} (ignoring case), spelled as Spark documents it. */
    private static Optional<String> sourceOption(String key) {
        return KafkaFacts.KAFKA_SOURCE_OPTIONS.stream().filter(o -> o.equalsIgnoreCase(key)).findFirst();
    }

    /** Missing options other rules report as such: the subscription (SS026) and the rate limit (SS002). */
    private static boolean coveredElsewhere(String option) {
        return KafkaFacts.KAFKA_SUBSCRIPTIONS.contains(option) || option.equals(KafkaFacts.KAFKA_MAX_OFFSETS_PER_TRIGGER);
    }

    /** A key Spark ignores, and what to do about it. */
    private record Ignored(String key, String fix) {
    }

    private static String keys(List<Ignored> ignored) {
        return String.join(", ", ignored.stream().map(Ignored::key).toList());
    }

    /** One sentence per key, without the last one's period. */
    private static String fixesOf(List<Ignored> ignored) {
        return String.join(". ", ignored.stream().map(Ignored::fix).toList());
    }
}
