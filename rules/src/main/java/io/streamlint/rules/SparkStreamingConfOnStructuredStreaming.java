package io.streamlint.rules;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.SessionRule;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.ConfFacts;
import io.streamlint.core.model.KafkaFacts;
import io.streamlint.core.model.Occurrence;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Session;

import java.util.Map;
import java.util.Optional;

/**
 * SS032: a DStreams-only conf (spark.streaming.kafka.maxRatePerPartition, backpressure, receiver rate) set on a
 * session that reads streams with {@code readStream()}: Structured Streaming never reads these confs. Sessions that
 * read no stream (DStreams jobs build a StreamingContext, not a readStream) are left alone.
 */
@RuleInfo(id = "SS032", name = "SparkStreamingConfOnStructuredStreaming", severity = Severity.WARNING,
        summary = "DStreams-only conf (maxRatePerPartition, backpressure, receiver rate) on a Structured Streaming session: it has no effect.",
        tags = {"reliability", "configuration", "kafka"})
public final class SparkStreamingConfOnStructuredStreaming implements SessionRule {

    @Override
    public void check(Session session, RuleContext context, Report report) {
        for (Map.Entry<String, String> conf : ConfFacts.DSTREAMS_ONLY_CONFS.entrySet().stream()
                .sorted(Map.Entry.comparingByKey()).toList()) {
            Optional<Options.Entry> entry = session.conf().get(conf.getKey());
            if (entry.isEmpty() || entry.get().value().is("false")) {
                continue;
            }
            boolean kafkaOnly = conf.getKey().startsWith("spark.streaming.kafka.");
            RelatedLocation[] streams = context.application().sources().stream()
                    .map(Occurrence::element)
                    .filter(s -> s.sessionId().equals(session.id()) && (!kafkaOnly || KafkaFacts.isKafka(s.format())))
                    .map(s -> new RelatedLocation(s.location(), "read by Structured Streaming here: " + s.code()))
                    .toArray(RelatedLocation[]::new);
            if (streams.length == 0) {
                continue;
            }
            report.at(entry.get().location(), entry.get().key() + " is a DStreams (Spark Streaming) setting that "
                    + "Structured Streaming never reads: it limits nothing for the readStream() source"
                    + (streams.length > 1 ? "s" : "") + " of this session, whose micro-batches are only capped by "
                    + "their own options. Remove it, and where a reader has no limit use " + conf.getValue() + ".",
                    streams);
        }
    }
}
