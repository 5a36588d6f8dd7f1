package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.Optional;

/**
 * SS021: the Delta sink in update mode. DeltaDataSource.createSink accepts append and complete only; the usual
 * way to update rows per key is foreachBatch with a MERGE, which this rule never reports.
 */
@RuleInfo(id = "SS021", name = "DeltaSinkUpdateMode", severity = Severity.ERROR,
        summary = "Delta sink in update output mode: Delta rejects it at start(); merge each batch with foreachBatch instead.",
        tags = {"correctness", "sink", "output-mode", "delta"},
        sparkRejections = {
                // DeltaDataSource.createSink: append and complete only (Delta 3.3 and 4.0)
                "DELTA_UNSUPPORTED_OUTPUT_MODE|DeltaDataSource does not support Update output mode"
        })
public final class DeltaSinkUpdateMode implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Sink sink = query.sink();
        Optional<Setting> mode = sink.outputMode();
        Optional<String> format = SinkFacts.effectiveSinkFormat(sink, query.sessionConf());
        if (sink.kind() != Sink.Kind.FORMAT || mode.isEmpty() || !mode.get().value().is("update")
                || format.isEmpty() || !format.get().equalsIgnoreCase(SinkFacts.DELTA_FORMAT)) {
            return;
        }
        report.at(mode.get().location(), capitalized(query.subject()) + " writes to the Delta sink in update mode, which "
                        + "Delta does not support: it rejects the query at " + sink.terminal() + "() with "
                        + "DELTA_UNSUPPORTED_OUTPUT_MODE. To update rows by key, write with foreachBatch and MERGE each "
                        + "batch into the table; to rewrite the whole result every batch, use complete mode.",
                new RelatedLocation(sink.format().map(Setting::location).orElse(sink.location()),
                        "the Delta sink is chosen here"));
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
