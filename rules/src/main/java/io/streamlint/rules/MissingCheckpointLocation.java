package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.Optional;

/**
 * SS003: a sink that needs a checkpoint started without one. Spark creates a temporary checkpoint only for
 * console, memory, noop, foreach and foreachBatch; every other sink fails at start() unless the writer has a
 * checkpointLocation option or the session has spark.sql.streaming.checkpointLocation.
 */
@RuleInfo(id = "SS003", name = "MissingCheckpointLocation", severity = Severity.ERROR,
        summary = "Streaming sink started without a checkpoint location: Spark rejects it at start().",
        tags = {"correctness", "checkpoint", "recovery"},
        sparkRejections = {
                // ResolveWriteToStream (_LEGACY_ERROR_TEMP_1298), the same in 3.5 and 4.x
                "checkpointLocation must be specified"
        })
public final class MissingCheckpointLocation implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Sink sink = query.sink();
        Optional<String> format = SinkFacts.effectiveSinkFormat(sink, query.sessionConf());
        if (format.isEmpty() || SinkFacts.runsWithTemporaryCheckpoint(format.get())
                || !sink.options().surelyLacks(SinkFacts.CHECKPOINT_LOCATION_OPTION)
                || !query.sessionConf().surelyLacks(SinkFacts.CHECKPOINT_LOCATION_CONF)) {
            return;
        }
        String target = "toTable".equals(sink.terminal()) ? "a table" : "the " + format.get() + " sink"
                + (sink.format().isEmpty() ? ", the default format" : "");
        report.at(sink.location(), capitalized(query.subject()) + " (" + target + ") has no checkpoint location: Spark rejects it at " + sink.terminal() + "() with \"checkpointLocation "
                + "must be specified either through option(\"checkpointLocation\", ...) or SparkSession.conf.set("
                + "\"spark.sql.streaming.checkpointLocation\", ...)\". Add .option(\"checkpointLocation\", "
                + "\"<durable path, one per query>\") to the writeStream() chain.");
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
