package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.Optional;
import java.util.Set;

/**
 * SS005: a query that takes its checkpoint from the session's spark.sql.streaming.checkpointLocation and has no
 * queryName. ResolveWriteToStream then checkpoints it in {@code <root>/<random UUID>}: a new directory on every run.
 */
@RuleInfo(id = "SS005", name = "GlobalCheckpointWithoutQueryName", severity = Severity.WARNING,
        summary = "Query checkpointed under spark.sql.streaming.checkpointLocation without a queryName: a new random checkpoint on every run.",
        tags = {"reliability", "checkpoint", "recovery"}, productionOnly = true)
public final class GlobalCheckpointWithoutQueryName implements QueryRule {

    /** Development sinks: a fresh checkpoint per run is what their users expect. */
    private static final Set<String> DEVELOPMENT_SINKS = Set.of("console", "memory", "noop");

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Sink sink = query.sink();
        Optional<String> format = SinkFacts.effectiveSinkFormat(sink, query.sessionConf());
        Optional<Options.Entry> root = query.sessionConf().get(SinkFacts.CHECKPOINT_LOCATION_CONF);
        if (format.isEmpty() || DEVELOPMENT_SINKS.contains(format.get()) || root.isEmpty()
                || sink.queryName().isPresent() || !sink.options().surelyLacks(SinkFacts.CHECKPOINT_LOCATION_OPTION)
                || Restarts.readsOnlyDevelopmentSources(query.plan())) {
            return;
        }
        String rootPath = root.get().value().text().orElse("<checkpoint root>");
        report.at(sink.location(), capitalized(query.subject()) + " has no queryName and no checkpointLocation option, "
                        + "so Spark checkpoints it in " + rootPath + "/<random UUID>, a new directory on every run: a "
                        + "restart recovers no offsets and no state (" + Restarts.withoutCheckpoint(query.plan(), context)
                        + "). Add .queryName(\"<stable name>\") to the writeStream() chain "
                        + "(the checkpoint becomes " + rootPath + "/<name>) or set .option(\"checkpointLocation\", ...).",
                new RelatedLocation(root.get().location(), "the session's checkpoint root is set here"));
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
