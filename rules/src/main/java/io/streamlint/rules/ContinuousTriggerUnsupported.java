package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Exprs;
import io.streamlint.core.model.FunctionFacts;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.SourceFacts;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.StreamingErrors;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Trigger;

import java.util.Locale;
import java.util.Optional;

/**
 * SS022: Trigger.Continuous on a query continuous processing cannot run. One finding per query, at the trigger,
 * naming the first obstacle in the order Spark meets them: a foreachBatch sink (rejected at start()), a sink that
 * only runs micro-batches (file formats, Delta: the query dies right after start()), then the plan, bottom-up as
 * UnsupportedOperationChecker.checkForContinuous walks it (sources that are not continuous, operators other than
 * projections and filters, current-time functions).
 */
@RuleInfo(id = "SS022", name = "ContinuousTriggerUnsupported", severity = Severity.ERROR,
        summary = "Trigger.Continuous on a query continuous processing cannot run: stateful or other non-map operators, "
                + "current-time functions, foreachBatch, file or Delta sources and sinks.",
        tags = {"correctness", "trigger", "continuous"},
        sparkRejections = {
                // UnsupportedOperationChecker.checkForContinuous (legacy text in 3.5 and 4.x)
                "Continuous processing does not support",
                // DataStreamWriter.startInternal (_LEGACY_ERROR_TEMP_1195)
                "'foreachBatch' is not supported with continuous trigger",
                // A micro-batch-only sink (file, Delta) with a continuous trigger: MicroBatchExecution, right after
                // start()
                "Unknown type of trigger: ContinuousTrigger",
                // A DSv2 source without continuous reads (rate-micro-batch)
                "does not support continuous processing"
        })
public final class ContinuousTriggerUnsupported implements QueryRule {

    /** Why continuous processing cannot run the query: what Spark says, and where the obstacle is written. */
    private record Obstacle(String what, String spark, SourceLocation location) {
    }

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Sink sink = query.sink();
        Optional<Trigger> trigger = sink.trigger().filter(t -> t.is("Continuous"));
        if (trigger.isEmpty()) {
            return;
        }
        Optional<Obstacle> obstacle = sinkObstacle(query, context).or(() -> planObstacle(query.plan(), context));
        if (obstacle.isEmpty()) {
            return;
        }
        report.at(trigger.get().location(), capitalized(query.subject()) + " uses Trigger.Continuous, but continuous "
                        + "processing does not support " + obstacle.get().what() + ": Spark " + obstacle.get().spark()
                        + " Use a micro-batch trigger (Trigger.ProcessingTime(..)), or keep the continuous query to "
                        + "projections and filters from rate or Kafka into Kafka, memory, console or foreach.",
                new RelatedLocation(obstacle.get().location(), "not supported in continuous processing"));
    }

    private static Optional<Obstacle> sinkObstacle(StreamingQuery query, RuleContext context) {
        Sink sink = query.sink();
        if (sink.kind() == Sink.Kind.FOREACH_BATCH) {
            return Optional.of(new Obstacle("foreachBatch", "rejects it at start() with \"'foreachBatch' is not "
                    + "supported with continuous trigger.\"", sink.location()));
        }
        Optional<String> format = SinkFacts.effectiveSinkFormat(sink, query.sessionConf());
        if (sink.kind() == Sink.Kind.FORMAT && format.isPresent() && (context.spark().isFileFormat(format.get())
                || format.get().equalsIgnoreCase(SinkFacts.DELTA_FORMAT))) {
            return Optional.of(new Obstacle("the " + format.get().toLowerCase(Locale.ROOT) + " sink",
                    "starts it, then the query fails with \"Unknown type of trigger: ContinuousTrigger\".",
                    sink.format().map(f -> f.location()).orElse(sink.location())));
        }
        return Optional.empty();
    }

    /** The first obstacle in the plan, children before their parent, as Catalyst's foreachUp visits them. */
    private static Optional<Obstacle> planObstacle(Plan plan, RuleContext context) {
        for (Plan child : plan.children()) {
            Optional<Obstacle> below = planObstacle(child, context);
            if (below.isPresent()) {
                return below;
            }
        }
        String rejected = "rejects it at start() with \"Continuous processing does not support ";
        if (plan instanceof Plan.Source s) {
            Optional<String> format = s.format().lowerCase();
            if (!s.streaming() || format.isEmpty()) {
                return Optional.empty();
            }
            if (context.spark().isFileFormat(format.get()) || format.get().equals(SinkFacts.DELTA_FORMAT)) {
                return Optional.of(new Obstacle("the " + format.get() + " source", rejected
                        + "StreamingRelation operations.\" (it reads in micro-batches only).", s.location()));
            }
            if (SourceFacts.MICRO_BATCH_ONLY_SOURCES.contains(format.get())) {
                return Optional.of(new Obstacle("the " + format.get() + " source", "rejects it at start() with \"Data "
                        + "source " + format.get() + " does not support continuous processing.\"", s.location()));
            }
            return Optional.empty();
        }
        if (plan instanceof Plan.Project p) {
            return currentTime(p.expressions(), p.code(), p.location());
        }
        if (plan instanceof Plan.Operator o && !StreamingErrors.CONTINUOUS_REJECTED_OPERATORS.contains(o.method())) {
            return currentTime(o.expressions(), o.code(), o.location());
        }
        if (plan instanceof Plan.Operator || plan instanceof Plan.Aggregate || plan instanceof Plan.Deduplicate
                || plan instanceof Plan.Join || plan instanceof Plan.Binary || plan instanceof Plan.GroupMap
                || plan instanceof Plan.StatefulMap || plan instanceof Plan.Watermark) {
            return Optional.of(new Obstacle(plan.code(), rejected + "<operator> operations.\"", plan.location()));
        }
        return Optional.empty();
    }

    private static Optional<Obstacle> currentTime(Exprs expressions, String code, SourceLocation location) {
        return FunctionFacts.CURRENT_TIME_FUNCTIONS.stream().filter(expressions::calls).findFirst()
                .map(f -> new Obstacle(f + "() in " + code, "rejects it at start() with \"Continuous processing does "
                        + "not support current time operations.\"", location));
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
