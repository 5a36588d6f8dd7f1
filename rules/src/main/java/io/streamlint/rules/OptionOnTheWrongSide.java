package io.streamlint.rules;

import io.streamlint.core.api.ApplicationRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Application;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.SourceFacts;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.StreamingQuery;

import java.util.HashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * SS047: an option only sources read set on a writer, or one only writers read set on a streaming reader. Spark
 * passes options through without checking them, so the setting is silently ignored. Writers are judged when their
 * sink is one Spark or Delta ships (a connector may read any option); each option is reported once, however many
 * calling contexts reach it.
 */
@RuleInfo(id = "SS047", name = "OptionOnTheWrongSide", severity = Severity.WARNING,
        summary = "A source-only option (startingOffsets, subscribe, maxOffsetsPerTrigger, maxFilesPerTrigger, ...) on "
                + "a writer, or a sink-only option (checkpointLocation, topic on a Kafka source) on a reader: Spark "
                + "ignores it silently.",
        tags = {"correctness", "configuration"})
public final class OptionOnTheWrongSide implements ApplicationRule {

    /** Sinks whose options are known: Spark's own, Delta and Iceberg (file formats are asked of the context). */
    private static final Set<String> KNOWN_SINKS = Set.of("kafka", "console", "memory", "noop", "delta", "iceberg",
            "foreach", "foreachBatch");

    @Override
    public void check(Application application, RuleContext context, Report report) {
        Set<SourceLocation> reported = new HashSet<>();
        for (Occurrence<StreamingQuery> occurrence : application.queries()) {
            StreamingQuery query = occurrence.element();
            Optional<String> sink = sinkName(query.sink(), context);
            if (sink.isEmpty()) {
                continue;
            }
            for (Options.Entry entry : query.sink().options().entries()) {
                String controls = SourceFacts.SOURCE_ONLY_OPTIONS.get(entry.key().toLowerCase(Locale.ROOT));
                if (controls != null && reported.add(entry.location())) {
                    report.at(entry.location(), entry.key() + " is an option of streaming sources, set here on the "
                            + "writer of " + query.subject() + " (the " + sink.get() + " sink): Spark hands writer "
                            + "options to the sink, which ignores it: this line does not set " + controls + ". "
                            + "Set it on the readStream() chain of the source, before load().");
                }
            }
        }
        for (Occurrence<Plan.Source> occurrence : application.sources()) {
            Plan.Source source = occurrence.element();
            Optional<String> format = source.format().lowerCase();
            if (!source.streaming() || format.isEmpty()) {
                continue;
            }
            for (Options.Entry entry : source.options().entries()) {
                SinkFacts.SinkOnlyOption option = SinkFacts.SINK_ONLY_OPTIONS.get(entry.key().toLowerCase(Locale.ROOT));
                if (option != null && (option.sourceFormat() == null || option.sourceFormat().equals(format.get()))
                        && reported.add(entry.location())) {
                    report.at(entry.location(), entry.key() + " is a writer option, set here on the " + format.get()
                            + " source: readers ignore it, so this line does not set " + option.controls() + ". "
                            + "Set it on the writeStream() chain of the query.");
                }
            }
        }
    }

    /** The sink's name when its options are known (foreach and foreachBatch ignore every option); else empty. */
    private static Optional<String> sinkName(Sink sink, RuleContext context) {
        if (sink.kind() == Sink.Kind.FOREACH) {
            return Optional.of("foreach");
        }
        if (sink.kind() == Sink.Kind.FOREACH_BATCH) {
            return Optional.of("foreachBatch");
        }
        return sink.formatValue().flatMap(v -> v.text())
                .filter(f -> KNOWN_SINKS.contains(f.toLowerCase(Locale.ROOT)) || context.spark().isFileFormat(f));
    }
}
