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

/**
 * SS018: the memory sink started without a query name. The sink registers its rows as a temp view named after
 * the query, so start() insists on a name; {@code option("queryName", ..)} is the same setting.
 */
@RuleInfo(id = "SS018", name = "MemorySinkWithoutQueryName", severity = Severity.ERROR,
        summary = "Memory sink started without queryName(...): Spark rejects it at start().",
        tags = {"correctness", "sink"},
        sparkRejections = {
                // DataStreamWriter.startInternal: the memory sink without a query name (3.5 and 4.x,
                // _LEGACY_ERROR_TEMP_1194)
                "queryName must be specified for memory sink"
        })
public final class MemorySinkWithoutQueryName implements QueryRule {

    private static final String QUERY_NAME_OPTION = "queryName";

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Sink sink = query.sink();
        if (sink.kind() != Sink.Kind.FORMAT || !"start".equals(sink.terminal()) || sink.queryName().isPresent()
                || !sink.options().surelyLacks(QUERY_NAME_OPTION)) {
            return;
        }
        Setting format = sink.format().orElse(null);
        if (format == null || !format.value().text().filter(SinkFacts.MEMORY_SINK::equals).isPresent()) {
            return;
        }
        report.at(sink.location(), "The memory sink of " + query.subject() + " has no query name: Spark rejects it at "
                        + "start() with \"queryName must be specified for memory sink.\" Add .queryName(\"<name>\") to the "
                        + "writeStream() chain; the rows are then queryable as the temp view of that name.",
                new RelatedLocation(format.location(), "the memory sink is chosen here"));
    }
}
