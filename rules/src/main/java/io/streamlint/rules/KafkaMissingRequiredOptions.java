package io.streamlint.rules;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.KafkaFacts;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * SS026: a Kafka stream source without the options Spark requires: kafka.bootstrap.servers, and exactly one of
 * subscribe, subscribePattern, assign with a usable value (KafkaSourceProvider.validateGeneralOptions, at load()).
 */
@RuleInfo(id = "SS026", name = "KafkaMissingRequiredOptions", severity = Severity.ERROR,
        summary = "Kafka stream source without kafka.bootstrap.servers, or without exactly one usable subscribe, "
                + "subscribePattern or assign: Spark rejects it at load().",
        tags = {"correctness", "kafka"},
        sparkRejections = {
                // KafkaSourceProvider.validateGeneralOptions (IllegalArgumentException at load()), the same in 3.5 and
                // 4.x
                "One of the following options must be specified for Kafka source",
                "Only one of the following options can be specified for Kafka source",
                "No topics to subscribe to as specified value for option 'subscribe'",
                "Pattern to subscribe is empty as specified value for option 'subscribePattern'",
                "No topicpartitions to assign as specified value for option 'assign'",
                "Option 'kafka\\.bootstrap\\.servers' must be specified for configuring Kafka consumer"
        })
public final class KafkaMissingRequiredOptions implements SourceRule {

    private static final String ONE_OF = "One of the following options must be specified for Kafka source: "
            + "subscribe, subscribepattern, assign";
    private static final String ONLY_ONE = "Only one of the following options can be specified for Kafka source: "
            + "subscribe, subscribepattern, assign";
    private static final String NO_SERVERS = "Option 'kafka.bootstrap.servers' must be specified for configuring "
            + "Kafka consumer";

    @Override
    public void check(Plan.Source source, RuleContext context, Report report) {
        if (!source.streaming() || !KafkaFacts.isKafka(source.format())) {
            return;
        }
        Options options = source.options();
        // In the order they were set: the conflict is reported on the one set last, wherever the code that sets it is.
        List<Options.Entry> subscriptions = options.entries().stream()
                .filter(entry -> KafkaFacts.KAFKA_SUBSCRIPTIONS.stream().anyMatch(entry.key()::equalsIgnoreCase))
                .toList();
        boolean noSubscription = KafkaFacts.KAFKA_SUBSCRIPTIONS.stream().allMatch(options::surelyLacks);
        boolean noServers = options.surelyLacks(KafkaFacts.KAFKA_BOOTSTRAP_SERVERS);
        if (noSubscription || noServers) {
            report.at(source.location(), missing(noSubscription, noServers, options));
        }
        if (subscriptions.size() > 1) {
            Options.Entry last = subscriptions.get(subscriptions.size() - 1);
            List<Options.Entry> others = subscriptions.subList(0, subscriptions.size() - 1);
            report.at(last.location(), "This Kafka source sets " + String.join(" and ", subscriptions.stream()
                    .map(Options.Entry::key).toList()) + ": Spark rejects it at load() with \"" + ONLY_ONE
                    + "\". Keep exactly one of them.", others.stream()
                    .map(e -> new RelatedLocation(e.location(), e.key() + " is also set here"))
                    .toArray(RelatedLocation[]::new));
        } else if (subscriptions.size() == 1) {
            Options.Entry subscription = subscriptions.get(0);
            options.certain(subscription.key()).flatMap(KafkaMissingRequiredOptions::unusable)
                    .ifPresent(message -> report.at(subscription.location(), message));
        }
    }

    private static String missing(boolean noSubscription, boolean noServers, Options options) {
        List<String> problems = new ArrayList<>();
        List<String> fixes = new ArrayList<>();
        if (noSubscription) {
            problems.add("names no topics (none of subscribe, subscribePattern, assign)");
            fixes.add("Set exactly one of .option(\"subscribe\", \"<topic>,...\"), .option(\"subscribePattern\", "
                    + "\"<regex>\") or .option(\"assign\", \"{\\\"<topic>\\\":[<partition>,...]}\")");
        }
        if (noServers) {
            problems.add("has no kafka.bootstrap.servers");
            fixes.add("Add .option(\"kafka.bootstrap.servers\", \"<host:port>,...\")"
                    + (options.get("bootstrap.servers").isPresent()
                    ? " (bootstrap.servers without the kafka. prefix is ignored)" : ""));
        }
        String rejection = noSubscription ? ONE_OF : NO_SERVERS;
        return "This Kafka source " + String.join(" and ", problems) + ": Spark rejects it at load() with \""
                + rejection + "\". " + String.join("; ", fixes) + ".";
    }

    /** Spark's objection to the value of the one subscription option, when it has one. */
    private static Optional<String> unusable(Options.Entry subscription) {
        Optional<String> text = subscription.value().text();
        if (text.isEmpty()) {
            return Optional.empty();
        }
        String value = text.get();
        String key = subscription.key();
        return switch (key.toLowerCase(java.util.Locale.ROOT)) {
            case "subscribe" -> Arrays.stream(value.split(",")).allMatch(t -> t.strip().isEmpty())
                    ? Optional.of("Option " + key + " is '" + value + "', which names no topic: Spark rejects it at "
                    + "load() with \"No topics to subscribe to as specified value for option 'subscribe' is '" + value
                    + "'\". Name the topics, separated by commas.")
                    : Optional.empty();
            case "subscribepattern" -> value.strip().isEmpty()
                    ? Optional.of("Option " + key + " is empty: Spark rejects it at load() with \"Pattern to subscribe "
                    + "is empty as specified value for option 'subscribePattern' is '" + value + "'\". Give a regular "
                    + "expression for the topic names, e.g. \"orders-.*\".")
                    : Optional.empty();
            default -> value.strip().startsWith("{")
                    ? Optional.empty()
                    : Optional.of("Option " + key + " takes JSON, not '" + value + "': Spark rejects it at load() with "
                    + "\"No topicpartitions to assign as specified value for option 'assign' is '" + value + "'\". "
                    + "Write it as {\"<topic>\":[<partition>,...]}, or read whole topics with subscribe.");
        };
    }
}
