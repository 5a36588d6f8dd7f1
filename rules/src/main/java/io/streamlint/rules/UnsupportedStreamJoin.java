package io.streamlint.rules;

import io.streamlint.core.api.OperatorRule;
import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.JoinCondition;
import io.streamlint.core.model.JoinFacts;
import io.streamlint.core.model.JoinFacts.JoinType;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Lineage.Answer;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingQuery;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * SS013: joins Spark rejects on streams, for any condition: outer, semi and anti joins whose inputs Spark cannot
 * support (a static side it would have to preserve, an anti join against a stream), stream-stream joins outside
 * the output modes the target Spark allows, stream-stream joins without an equality between the inputs, and cross
 * joins of streams. Mirrors UnsupportedOperationChecker's join case (at start()), StreamingJoinStrategy and
 * StreamingSymmetricHashJoinExec (the first micro-batch).
 */
@RuleInfo(id = "SS013", name = "UnsupportedStreamJoin", severity = Severity.ERROR,
        summary = "A streaming join Spark rejects: a join type its streaming and static inputs do not support, a "
                + "stream-stream join outside append mode, or a stream-stream join without an equality key.",
        tags = {"correctness", "join"},
        sparkRejections = {
                // UnsupportedOperationChecker, join case (at start(); the same text in 3.5 and 4.x, in 4.x under
                // _LEGACY_ERROR_TEMP_3102)
                "RightOuter join with a streaming DataFrame/Dataset on the left and a static DataFrame/DataSet on the right not supported",
                "FullOuter joins with streaming DataFrames/Datasets on the (left|right) and a static DataFrame/Dataset on the (right|left) is not supported",
                "(LeftOuter|LeftSemi) join with a streaming DataFrame/Dataset on the right and a static DataFrame/Dataset on the left is not supported",
                "LeftAnti joins with a streaming DataFrame/Dataset on the right are not supported",
                "Join between two streaming DataFrames/Datasets is not supported in (Update|Complete) output mode",
                // StreamingJoinStrategy, at the first micro-batch (_LEGACY_ERROR_TEMP_1181)
                "Stream-stream join without equality predicate is not supported",
                // A Cross join of two streams with a key (a filter moved into it): StreamingSymmetricHashJoinExec's
                // join type check
                "StreamingSymmetricHashJoinExec should not take Cross as the JoinType",
                // Dataset.join with a join type string Spark does not know (JoinType.apply), at the call
                "UNSUPPORTED_JOIN_TYPE|Unsupported join type"
        })
public final class UnsupportedStreamJoin implements QueryRule, OperatorRule {

    private static final Set<String> FILTERS = Set.of("filter", "where");

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        List<Plan.Join> rejectedInMode = new ArrayList<>();
        Set<String> allowedModes = new TreeSet<>();
        for (Plan node : Lineage.preOrder(query.plan())) {
            if (node instanceof Plan.Join join) {
                join.joinType().text().flatMap(JoinFacts::joinType).ifPresent(type -> {
                    check(query, join, type, report);
                    if (isStreamStream(join) && outputModeRejects(query, type, context)) {
                        rejectedInMode.add(join);
                        allowedModes.addAll(context.spark().streamStreamJoinOutputModes(type));
                    }
                });
            }
        }
        if (!rejectedInMode.isEmpty()) {
            String mode = SinkFacts.effectiveOutputMode(query.sink()).text().orElseThrow();
            report.at(query.sink().outputMode().orElseThrow().location(), capitalized(query.subject())
                            + " writes the stream-stream join " + rejectedInMode.get(0).code() + " in " + mode
                            + " mode; Spark " + context.spark().version() + " allows " + String.join(" or ", allowedModes)
                            + " mode only and rejects it at start(). Write with outputMode(\"append\"), or aggregate "
                            + "the joined rows in foreachBatch.",
                    rejectedInMode.stream().map(j -> new RelatedLocation(j.location(), "the stream-stream join"))
                            .toArray(RelatedLocation[]::new));
        }
    }

    /** A join type string Spark does not know, on a join of a stream: Dataset.join throws at the call. */
    @Override
    public void check(Plan node, RuleContext context, Report report) {
        if (!(node instanceof Plan.Join join) || join.joinType().text().isEmpty()
                || JoinFacts.joinType(join.joinType().text().get()).isPresent()
                || Lineage.isStreaming(join) != Answer.YES) {
            return;
        }
        report.at(join.location(), join.code() + ": '" + join.joinType().text().get() + "' is not a join type Spark "
                + "knows; it throws UNSUPPORTED_JOIN_TYPE at this call. Use one of " + JoinFacts.JOIN_TYPE_NAMES + ".",
                streamsRead(join).toArray(RelatedLocation[]::new));
    }

    private static boolean isStreamStream(Plan.Join join) {
        return Lineage.isStreaming(join.left()) == Answer.YES && Lineage.isStreaming(join.right()) == Answer.YES;
    }

    /** A stream-stream join of {@code type} in an output mode the target Spark rejects it in (3.5-4.1: all but append). */
    private static boolean outputModeRejects(StreamingQuery query, JoinType type, RuleContext context) {
        Optional<String> mode = SinkFacts.effectiveOutputMode(query.sink()).text();
        if (query.sink().outputMode().isEmpty() || mode.isEmpty() || !SinkFacts.OUTPUT_MODES.contains(mode.get())
                || context.spark().streamStreamJoinOutputModes(type).contains(mode.get())) {
            return false;
        }
        // Complete mode without a streaming aggregation fails earlier, for the missing aggregation.
        return !mode.get().equals("complete") || Lineage.firstStreamingAggregate(query.plan()).isPresent();
    }

    private static void check(StreamingQuery query, Plan.Join join, JoinType type, Report report) {
        Answer left = Lineage.isStreaming(join.left());
        Answer right = Lineage.isStreaming(join.right());
        boolean anti = type == JoinType.LEFT_ANTI && right == Answer.YES;
        if (anti || left != Answer.UNKNOWN && right != Answer.UNKNOWN
                && JoinFacts.rejectsJoinInputs(type, left == Answer.YES, right == Answer.YES)) {
            report.at(join.location(), join.code() + " is a " + words(type) + " join of " + input(left) + " with "
                    + input(right) + ": Spark rejects " + query.subject() + " at start(). "
                    + (anti ? "That a row has no match in a stream is never final: anti-join against a static "
                    + "Dataset, or in foreachBatch."
                    : "A streaming join keeps only its stream's unmatched rows: put the stream on the left of an "
                    + "inner or left outer join, or join in foreachBatch."),
                    streamsRead(join).toArray(RelatedLocation[]::new));
        }
        if (left != Answer.YES || right != Answer.YES) {
            return;
        }
        if (type == JoinType.CROSS) {
            // With a key equality (in a filter the optimizer moves into it), StreamingSymmetricHashJoinExec
            // refuses the Cross join type; without one, the join has no equality: the first batch fails either way.
            report.at(join.location(), join.code() + " cross-joins two streams: " + query.subject()
                    + " starts, then fails its first micro-batch (a stream-stream join needs a key equality and "
                    + "refuses the Cross join type). Use join(other, col(\"<left key>\").equalTo(col(\"<right key>\"))).");
        } else if (type != JoinType.LEFT_ANTI && join.condition().surelyWithoutEquality()
                && !ancestorMayAddEquality(query.plan(), join)) {
            String what = join.condition().kind() == JoinCondition.Kind.NONE ? "no join condition"
                    : "only " + join.condition().code();
            report.at(join.location(), join.code() + " joins two streams without a key equality (" + what + "): "
                    + query.subject() + " starts, then fails its first micro-batch (\"Stream-stream join without "
                    + "equality predicate is not supported\"). Add one, such as col(\"<left key>\").equalTo(col(\"<right "
                    + "key>\")), to the condition.");
        }
    }

    /**
     * Whether a filter or an enclosing join above {@code join} may give it an equality: the optimizer pushes such
     * predicates into the join's condition before the join is planned.
     */
    private static boolean ancestorMayAddEquality(Plan plan, Plan.Join join) {
        for (Plan ancestor : ancestors(plan, join)) {
            if (ancestor instanceof Plan.Operator o && FILTERS.contains(o.method())
                    && JoinCondition.mayHoldEquality(o.expressions())) {
                return true;
            }
            if (ancestor instanceof Plan.Join j && !j.condition().surelyWithoutEquality()) {
                return true;
            }
        }
        return false;
    }

    /** The nodes from {@code plan} down to the parent of {@code node}; empty when {@code node} is the root. */
    private static List<Plan> ancestors(Plan plan, Plan node) {
        if (plan == node) {
            return List.of();
        }
        for (Plan child : plan.children()) {
            if (Lineage.preOrder(child).contains(node)) {
                List<Plan> path = new ArrayList<>();
                path.add(plan);
                path.addAll(ancestors(child, node));
                return path;
            }
        }
        return List.of();
    }

    private static List<RelatedLocation> streamsRead(Plan.Join join) {
        return Lineage.streamingSources(join).stream()
                .map(s -> new RelatedLocation(s.location(), "the stream is read here"))
                .toList();
    }

    private static String input(Answer streaming) {
        return switch (streaming) {
            case YES -> "a stream";
            case NO -> "a static Dataset";
            case UNKNOWN -> "a Dataset";
        };
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** {@code LeftOuter} as "left outer". */
    static String words(JoinType type) {
        return type.sparkName().replaceAll("(?<=[a-z])(?=[A-Z])", " ").toLowerCase(Locale.ROOT);
    }
}
