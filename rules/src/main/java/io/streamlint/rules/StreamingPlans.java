package io.streamlint.rules;

import io.streamlint.core.api.RuleContext;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Options;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.SparkVersion;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Trigger;
import io.streamlint.core.model.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** What the rules about operators on streams ask of a plan node, answered once for all of them. */
final class StreamingPlans {

    private StreamingPlans() {
    }

    /** Surely reads a stream (an untraced input is not enough). */
    static boolean streaming(Plan plan) {
        return Lineage.isStreaming(plan) == Lineage.Answer.YES;
    }

    /**
     * How the node is part of a streaming plan, where Spark checks every operator, batch side included: the
     * streams it reads, or else the started streaming queries that hold it (the batch side of a stream-static
     * join). Empty when it is part of none.
     */
    static RelatedLocation[] streamingContext(Plan node, RuleContext context) {
        if (streaming(node)) {
            return streamsOf(node);
        }
        return context.application().queriesContaining(node).stream()
                .filter(q -> streaming(q.plan()))
                .map(q -> new RelatedLocation(q.location(), "part of the streaming " + q.subject() + ", started here"))
                .toArray(RelatedLocation[]::new);
    }

    /** The streaming sources under {@code plan}, as related locations. */
    static RelatedLocation[] streamsOf(Plan plan) {
        return Lineage.streamingSources(plan).stream()
                .map(s -> new RelatedLocation(s.location(), "the stream is read here: " + s.code()))
                .toArray(RelatedLocation[]::new);
    }

    /**
     * Trigger.Once ignores read limits (maxOffsetsPerTrigger, maxFilesPerTrigger, ...): true when every started
     * query reading {@code source} may run once (a trigger we cannot read may be Once), and there is one.
     */
    static boolean onlyReadOnce(Plan.Source source, RuleContext context) {
        if (!source.streaming()) {
            return false;
        }
        List<Optional<Trigger>> triggers = context.application().queriesContaining(source).stream()
                .map(q -> q.sink().trigger())
                .toList();
        return !triggers.isEmpty() && triggers.stream()
                .allMatch(t -> t.isPresent() && (!t.get().kind().isKnown() || t.get().is("Once")));
    }

    /**
     * Every started query reading {@code source} starts from an empty checkpoint on every run, and there is one: it
     * runs on a temporary checkpoint (a console, memory, noop, foreach or foreachBatch sink with surely no checkpoint
     * location, in a session with surely none or without a queryName, which under a session's checkpoint root gets a
     * new random directory on every run), or its checkpoint location is built from a value that differs on every run
     * (a random UUID, the clock: SS046). Each run starts over from the source's starting position, never from where a
     * previous run stopped.
     */
    static boolean onlyNewCheckpointsEachRun(Plan.Source source, RuleContext context) {
        List<StreamingQuery> readers = context.application().queriesContaining(source);
        // Under a session checkpoint root, a query without a queryName gets <root>/<random UUID>: new on every run too.
        return !readers.isEmpty() && readers.stream().allMatch(q -> checkpointChangesEveryRun(q)
                || SinkFacts.effectiveSinkFormat(q.sink(), q.sessionConf()).filter(SinkFacts::runsWithTemporaryCheckpoint).isPresent()
                        && q.sink().options().surelyLacks(SinkFacts.CHECKPOINT_LOCATION_OPTION)
                        && (q.sessionConf().surelyLacks(SinkFacts.CHECKPOINT_LOCATION_CONF) || q.sink().queryName().isEmpty()));
    }

    /**
     * The query's checkpoint location, or the session's checkpoint root it keeps its checkpoint under, is built from
     * a value that differs on every run.
     */
    static boolean checkpointChangesEveryRun(StreamingQuery query) {
        return checkpointSetting(query).filter(entry -> entry.value() instanceof Value.PerRun).isPresent();
    }

    /** Where the query's checkpoint is set: its checkpointLocation option, else the session's checkpoint root. */
    static Optional<Options.Entry> checkpointSetting(StreamingQuery query) {
        Optional<Options.Entry> option = query.sink().options().get(SinkFacts.CHECKPOINT_LOCATION_OPTION);
        return option.isPresent() ? option : query.sessionConf().get(SinkFacts.CHECKPOINT_LOCATION_CONF);
    }

    /** The first watermark defined under {@code plan} (pre-order: the one nearest the top on the left-most path). */
    static Optional<Plan.Watermark> watermarkUnder(Plan plan) {
        return Lineage.preOrder(plan).stream().filter(Plan.Watermark.class::isInstance).map(Plan.Watermark.class::cast)
                .findFirst();
    }

    /**
     * The watermark applied after {@code node} on its way to the top of {@code plan}: the nearest one above it, where it
     * cannot help {@code node}. Empty when there is none.
     */
    static Optional<Plan.Watermark> watermarkAbove(Plan plan, Plan node) {
        if (plan == node) {
            return Optional.empty();
        }
        for (Plan child : plan.children()) {
            if (Lineage.preOrder(child).contains(node)) {
                Optional<Plan.Watermark> below = watermarkAbove(child, node);
                if (below.isPresent()) {
                    return below;
                }
                return plan instanceof Plan.Watermark w ? Optional.of(w) : Optional.empty();
            }
        }
        return Optional.empty();
    }

    /**
     * Where a watermark must be declared for {@code aggregate} to see it, as advice: before the call that aggregates;
     * for a {@code GROUP BY} of SQL text, on the streaming Dataset that the text reads as a view.
     */
    static String placeBefore(Plan.Aggregate aggregate) {
        return aggregate.writtenInSql() ? "to the streaming Dataset before it is registered (createOrReplaceTempView) "
                + "as the view the SQL text reads" : "before " + aggregate.code();
    }

    /**
     * Advice to add a watermark on {@code column} where {@code aggregate} sees it ({@link #placeBefore}); for SQL
     * text read by Spark 4.1 or later, also its {@code WATERMARK} clause.
     */
    static String addWatermark(String column, Plan.Aggregate aggregate, SparkFacts facts) {
        String advice = "Add .withWatermark(\"" + column + "\", \"<delay>\") " + placeBefore(aggregate);
        if (aggregate.writtenInSql() && facts.version().atLeast(SparkVersion.V4_1)) {
            advice += " (or, in the SQL text, WATERMARK " + column + " DELAY OF INTERVAL <delay> after that view's name)";
        }
        return advice;
    }

    /** A time window over {@code column} as {@code aggregate} would group by it: in SQL or with the Dataset API. */
    static String windowOver(String column, Plan.Aggregate aggregate) {
        return aggregate.writtenInSql() ? "window(" + column + ", '<length>')"
                : "window(col(\"" + column + "\"), \"<length>\")";
    }

    /** A watermark's column and delay as the user wrote them, for messages: {@code 'eventTime' (delay 10 minutes)}. */
    static String describe(Plan.Watermark watermark) {
        return "'" + watermark.eventTime().text().orElse("<event time>") + "'"
                + watermark.delay().text().map(d -> " (delay " + d + ")").orElse("");
    }

    /**
     * Whether {@code node} keeps state across micro-batches: an aggregation, deduplication, (flat)MapGroupsWithState
     * or transformWithState on a stream, or a join of two streams. Maybe when an input is untraced.
     */
    static boolean keepsState(Plan node) {
        if (node instanceof Plan.Join j) {
            return Lineage.isStreaming(j.left()) != Lineage.Answer.NO && Lineage.isStreaming(j.right()) != Lineage.Answer.NO;
        }
        return (node instanceof Plan.Aggregate || node instanceof Plan.Deduplicate || node instanceof Plan.StatefulMap)
                && Lineage.isStreaming(node) != Lineage.Answer.NO;
    }

    /**
     * Whether {@code node} may keep state: {@link #keepsState}, or a node that may hide such an operator (an untraced
     * input, a projection that may aggregate, user code in {@code transform(func)}).
     */
    static boolean mayKeepState(Plan node) {
        if (node instanceof Plan.Untraced) {
            return true;
        }
        if (node instanceof Plan.Project p) {
            return Lineage.isStreaming(p) != Lineage.Answer.NO
                    && !p.expressions().surelyAggregatesNothing();
        }
        return keepsState(node);
    }

    /** The nodes from the top of {@code plan} down to {@code node}, without it; empty when it is not in the plan. */
    static Optional<List<Plan>> ancestors(Plan plan, Plan node) {
        if (plan == node) {
            return Optional.of(new ArrayList<>());
        }
        for (Plan child : plan.children()) {
            Optional<List<Plan>> below = ancestors(child, node);
            if (below.isPresent()) {
                below.get().add(0, plan);
                return below;
            }
        }
        return Optional.empty();
    }
}
