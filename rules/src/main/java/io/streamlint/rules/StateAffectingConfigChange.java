package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.ConfFacts;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.Optional;

/**
 * SS040: a conf that a streaming query records in its checkpoint (shuffle partitions, state store provider, ...)
 * set on the session of a stateful query with a lasting checkpoint. It applies only to a new checkpoint: on every
 * restart Spark restores the recorded value, so changing it in the code later does nothing to this query.
 */
@RuleInfo(id = "SS040", name = "StateAffectingConfigChange", severity = Severity.NOTE,
        summary = "Conf pinned by the checkpoint (shuffle partitions, state store provider) set beside a stateful query: later changes are ignored.",
        tags = {"maintainability", "checkpoint", "state"}, productionOnly = true,
        // A live session's conf holds every value set anywhere (a test's session builder, spark-submit): on plans it
        // would report every stateful job.
        onPlans = false)
public final class StateAffectingConfigChange implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Optional<Plan> stateful = Lineage.preOrder(query.plan()).stream().filter(StateAffectingConfigChange::stateful).findFirst();
        if (stateful.isEmpty() || !lastingCheckpoint(query)) {
            return;
        }
        for (String key : ConfFacts.CHECKPOINT_PINNED_CONFS) {
            Optional<Options.Entry> entry = query.sessionConf().get(key);
            if (entry.isEmpty()) {
                continue;
            }
            String value = entry.get().value().text().map(v -> "=" + v).orElse("");
            String effect = key.equals("spark.sql.shuffle.partitions") && context.spark().pinsOnlyStatefulShufflePartitions()
                    ? "its stateful operators keep the recorded number of state partitions (the new value only reaches "
                    + "stateless shuffles)"
                    : "the query keeps the recorded value (Spark logs \"Updating the value of conf '" + key + "'\")";
            report.at(entry.get().location(), key + value + " is recorded in the checkpoint of " + query.subject()
                            + " at its first batch, because its state depends on it (" + stateful.get().code() + "): "
                            + "changing it here later does nothing to that query, " + effect + ". To change it, start "
                            + "the query on a new checkpoint; its state is then rebuilt from what the sources still hold.",
                    new RelatedLocation(stateful.get().location(), "stateful operator of " + query.subject()),
                    new RelatedLocation(query.location(), "the query starts here"));
        }
    }

    /** A node that keeps state across micro-batches. */
    private static boolean stateful(Plan node) {
        if (node instanceof Plan.Join j) {
            return StreamingPlans.streaming(j.left()) && StreamingPlans.streaming(j.right());
        }
        return (node instanceof Plan.Aggregate || node instanceof Plan.Deduplicate || node instanceof Plan.StatefulMap)
                && StreamingPlans.streaming(node);
    }

    /** The checkpoint is the same on the next run: an explicit location, or the session root with a queryName. */
    private static boolean lastingCheckpoint(StreamingQuery query) {
        return query.sink().options().get(SinkFacts.CHECKPOINT_LOCATION_OPTION).isPresent()
                || query.sessionConf().get(SinkFacts.CHECKPOINT_LOCATION_CONF).isPresent()
                && query.sink().queryName().isPresent();
    }
}
