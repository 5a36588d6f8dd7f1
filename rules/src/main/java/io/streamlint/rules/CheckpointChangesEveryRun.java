package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Value;

import java.util.Optional;

/**
 * SS046: a checkpoint location built from a value that differs on every run (a random UUID, the clock, a new
 * temporary directory). Spark accepts it, and every start finds an empty checkpoint: the query is a new one each
 * time, as without a checkpoint. Queries reading only development sources (rate, socket, memory) are left alone, as
 * SS004 does.
 */
@RuleInfo(id = "SS046", name = "CheckpointChangesEveryRun", severity = Severity.WARNING,
        summary = "Checkpoint location built from a random UUID, the clock or a new temporary directory: every run "
                + "starts from an empty checkpoint, so offsets and state are never recovered.",
        tags = {"reliability", "checkpoint", "recovery"}, productionOnly = true)
public final class CheckpointChangesEveryRun implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        if (Restarts.readsOnlyDevelopmentSources(query.plan())) {
            return;
        }
        Optional<Options.Entry> checkpoint = StreamingPlans.checkpointSetting(query);
        if (checkpoint.isEmpty() || !(checkpoint.get().value() instanceof Value.PerRun perRun)) {
            return;
        }
        boolean option = query.sink().options().get(SinkFacts.CHECKPOINT_LOCATION_OPTION).isPresent();
        String where = option ? "The checkpoint location of " + query.subject()
                : "The session's checkpoint root (" + SinkFacts.CHECKPOINT_LOCATION_CONF + "), under which "
                + query.subject() + " keeps its checkpoint,";
        report.at(checkpoint.get().location(), where + " is built from " + perRun.origin() + ", which differs on "
                + "every run: each start finds an empty checkpoint, so the query starts over ("
                + Restarts.withoutCheckpoint(query.plan(), context) + ") with empty state, as if it had no checkpoint. "
                + "Use a path that stays the same across runs, one per query (for example \"<durable root>/<query "
                + "name>\").");
    }
}
