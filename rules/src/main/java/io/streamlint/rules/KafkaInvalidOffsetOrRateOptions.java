package io.streamlint.rules;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.api.SourceRule;
import io.streamlint.core.model.KafkaFacts;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Setting;

import java.util.Optional;

/**
 * SS028: Kafka stream source options Spark rejects at load() (KafkaSourceProvider.validateStreamOptions and
 * validateGeneralOptions, sourceSchema): an end offset on a stream, minOffsetsPerTrigger above
 * maxOffsetsPerTrigger, a minPartitions or maxRecordsPerPartition that is not positive, a schema.
 */
@RuleInfo(id = "SS028", name = "KafkaInvalidOffsetOrRateOptions", severity = Severity.ERROR,
        summary = "Kafka stream source with endingOffsets, minOffsetsPerTrigger above maxOffsetsPerTrigger, a "
                + "minPartitions or maxRecordsPerPartition below 1, or a schema: Spark rejects it at load().",
        tags = {"correctness", "kafka"},
        sparkRejections = {
                // KafkaSourceProvider.validateStreamOptions / validateGeneralOptions / sourceSchema
                // (IllegalArgumentException at load()), the same in 3.5 and 4.x
                "ending (offset|timestamp) not valid in streaming queries",
                "The value of minOffsetPerTrigger\\(-?\\d+\\) is higher than the maxOffsetsPerTrigger",
                "minPartitions must be positive",
                "maxrecordsperpartition must be positive",
                "Kafka source has a fixed schema and cannot be set with a custom one"
        })
public final class KafkaInvalidOffsetOrRateOptions implements SourceRule {

    @Override
    public void check(Plan.Source source, RuleContext context, Report report) {
        if (!source.streaming() || !KafkaFacts.isKafka(source.format())) {
            return;
        }
        Options options = source.options();
        for (String ending : KafkaFacts.KAFKA_ENDING_OPTIONS) {
            String rejection = ending.endsWith("Timestamp") ? "ending timestamp not valid in streaming queries"
                    : "ending offset not valid in streaming queries";
            options.get(ending).ifPresent(e -> report.at(e.location(), e.key() + " ends a batch read, and a stream "
                    + "has no end: Spark rejects it at load() with \"" + rejection + "\". Remove it; to process what "
                    + "is there and stop, run the query with Trigger.AvailableNow(), or read with spark.read()."));
        }
        Optional<Options.Entry> min = options.certain(KafkaFacts.KAFKA_MIN_OFFSETS_PER_TRIGGER);
        Optional<Options.Entry> max = options.certain(KafkaFacts.KAFKA_MAX_OFFSETS_PER_TRIGGER);
        Optional<Long> minValue = min.flatMap(KafkaInvalidOffsetOrRateOptions::number);
        Optional<Long> maxValue = max.flatMap(KafkaInvalidOffsetOrRateOptions::number);
        if (minValue.isPresent() && maxValue.isPresent() && minValue.get() > maxValue.get()) {
            report.at(min.get().location(), min.get().key() + " (" + minValue.get() + ") is above "
                    + max.get().key() + " (" + maxValue.get() + "): Spark rejects it at load() with \"The value of "
                    + "minOffsetPerTrigger(" + minValue.get() + ") is higher than the maxOffsetsPerTrigger("
                    + maxValue.get() + ").\" Lower minOffsetsPerTrigger or raise maxOffsetsPerTrigger.",
                    new RelatedLocation(max.get().location(), "maxOffsetsPerTrigger is set here"));
        }
        positive(options, KafkaFacts.KAFKA_MIN_PARTITIONS, Integer.MIN_VALUE, "minPartitions must be positive", report);
        positive(options, KafkaFacts.KAFKA_MAX_RECORDS_PER_PARTITION, Long.MIN_VALUE,
                "maxrecordsperpartition must be positive", report);
        source.schema().map(Setting::location).ifPresent(at -> report.at(at, "A Kafka source has a fixed schema ("
                + String.join(", ", KafkaFacts.KAFKA_SOURCE_COLUMNS) + "): Spark rejects .schema(..) at load() with "
                + "\"requirement failed: Kafka source has a fixed schema and cannot be set with a custom one\". "
                + "Remove it and parse the value column instead, e.g. from_json(col(\"value\").cast(\"string\"), schema)."));
    }

    /**
     * Reports {@code key} when it is a number below 1 that Spark reads (as an int when {@code smallest} is
     * Integer.MIN_VALUE, else as a long; other text fails differently); {@code rejection} is Spark's message.
     */
    private static void positive(Options options, String key, long smallest, String rejection, Report report) {
        options.certain(key).ifPresent(e -> number(e).filter(n -> n <= 0 && n >= smallest).ifPresent(n ->
                report.at(e.location(), e.key() + " is " + n + ": Spark rejects it at load() with \"" + rejection
                        + "\". Use a number of 1 or more, or leave the option out.")));
    }

    /** The option's value as Spark's toLong reads it, if it is one. */
    private static Optional<Long> number(Options.Entry entry) {
        try {
            return entry.value().text().map(Long::parseLong);
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
