package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;

/**
 * SS004: a foreach or foreachBatch writer started without a checkpoint. Spark does not reject it: it creates a
 * temporary local checkpoint, deleted when the query stops, so a restart recovers no offsets and no state. The
 * console, memory and noop sinks get the same treatment but are development sinks, and every other sink without a
 * checkpoint is rejected (SS003).
 */
@RuleInfo(id = "SS004", name = "TemporaryCheckpoint", severity = Severity.WARNING,
        summary = "foreach/foreachBatch query without a checkpoint: Spark uses a temporary one, so progress and state are lost on every restart.",
        tags = {"reliability", "checkpoint", "recovery"}, productionOnly = true)
public final class TemporaryCheckpoint implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Sink sink = query.sink();
        if (sink.kind() == Sink.Kind.FORMAT || !sink.options().surelyLacks(SinkFacts.CHECKPOINT_LOCATION_OPTION)
                || !query.sessionConf().surelyLacks(SinkFacts.CHECKPOINT_LOCATION_CONF)
                || Restarts.readsOnlyDevelopmentSources(query.plan())) {
            return;
        }
        String writer = sink.kind() == Sink.Kind.FOREACH ? "foreach" : "foreachBatch";
        report.at(sink.location(), capitalized(query.subject()) + " writes through " + writer + " with no checkpoint "
                + "location: Spark runs it on a temporary local checkpoint that is deleted when it stops, so after a "
                + "restart or a failure nothing is recovered (" + Restarts.withoutCheckpoint(query.plan(), context)
                + ") and any state is gone. Add .option(\"checkpointLocation\", "
                + "\"<durable path, one per query>\") to the writeStream() chain.");
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
