package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Setting;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Value;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * SS016: mapGroupsWithState / flatMapGroupsWithState on a stream in a query whose output mode or other operators
 * do not fit them. Checked in Spark's order (UnsupportedOperationChecker.checkForStreaming), one finding per query:
 * an operator mode Spark refuses at the call; several of them; then, unless the output mode is wrong for the whole
 * query (complete mode without aggregation, SS008's), each operator from the source up: a streaming initial state,
 * mapGroupsWithState outside update mode, flatMapGroupsWithState's own mode against the query's or an aggregation.
 */
@RuleInfo(id = "SS016", name = "GroupsWithStateOutputModeMismatch", severity = Severity.ERROR,
        summary = "mapGroupsWithState/flatMapGroupsWithState whose output mode does not fit the query's, or that Spark cannot combine: rejected at start().",
        tags = {"correctness", "output-mode", "state"},
        sparkRejections = {
                // UnsupportedOperationChecker (_LEGACY_ERROR_TEMP_3102 in 4.x, the same text in 3.5):
                // (flat)MapGroupsWithState against the output mode, aggregations, each other, and a streaming initial
                // state
                "mapGroupsWithState is not supported with \\w+ output mode",
                "flatMapGroupsWithState in (update|append) mode is not supported with",
                "Multiple mapGroupsWithStates are not supported",
                "Mixing mapGroupsWithStates and flatMapGroupsWithStates are not supported",
                "Multiple flatMapGroupsWithStates are not supported",
                "as the initial state in \\[flatMap\\|map\\]GroupsWithState operation",
                // KeyValueGroupedDataset.flatMapGroupsWithState, at the call
                "The output mode of function should be append or update"
        })
public final class GroupsWithStateOutputModeMismatch implements QueryRule {

    private static final String MAP = "mapGroupsWithState";
    private static final String FLAT_MAP = "flatMapGroupsWithState";

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        List<Plan.StatefulMap> fromTheTop = new ArrayList<>();
        for (Plan node : Lineage.preOrder(query.plan())) {
            if (node instanceof Plan.StatefulMap m && (m.method().equals(MAP) || m.method().equals(FLAT_MAP))
                    && Lineage.isStreaming(m.child()) == Lineage.Answer.YES) {
                fromTheTop.add(m);
            }
        }
        if (fromTheTop.isEmpty()) {
            return;
        }
        List<Plan.StatefulMap> fromTheSource = new ArrayList<>(fromTheTop);
        Collections.reverse(fromTheSource);
        Optional<String> mode = SinkFacts.knownOutputMode(query.sink());
        if (!invalidOperatorMode(fromTheSource, report) && !several(query, fromTheTop, mode, report)
                && !(mode.equals(Optional.of("complete"))
                && Lineage.hasStreamingAggregation(query.plan()) == Lineage.Answer.NO)) {
            for (Plan.StatefulMap m : fromTheSource) {
                if (mismatch(query, m, mode, report)) {
                    return;
                }
            }
        }
    }

    /** flatMapGroupsWithState takes append or update only: it throws at the call. */
    private static boolean invalidOperatorMode(List<Plan.StatefulMap> fromTheSource, Report report) {
        for (Plan.StatefulMap m : fromTheSource) {
            if (m.method().equals(FLAT_MAP) && operatorMode(m).equals(Optional.of("complete"))) {
                report.at(m.location(), "flatMapGroupsWithState(..) runs in append or update mode only, not "
                        + "complete: Spark throws IllegalArgumentException at this call (\"The output mode of function "
                        + "should be append or update\"). Pass OutputMode.Append() or OutputMode.Update(), and write the "
                        + "query in the same mode.");
                return true;
            }
        }
        return false;
    }

    /** More than one mapGroupsWithState, both kinds, or several flatMapGroupsWithState not all in append mode. */
    private static boolean several(StreamingQuery query, List<Plan.StatefulMap> fromTheTop, Optional<String> mode,
                                   Report report) {
        List<Plan.StatefulMap> maps = fromTheTop.stream().filter(m -> m.method().equals(MAP)).toList();
        List<Plan.StatefulMap> flatMaps = fromTheTop.stream().filter(m -> m.method().equals(FLAT_MAP)).toList();
        Plan.StatefulMap last = fromTheTop.get(0);
        if (maps.size() >= 2) {
            report.at(maps.get(0).location(), "A second mapGroupsWithState(..) in " + query.subject()
                    + ": Spark rejects the query at " + startCall(query) + " (\"Multiple mapGroupsWithStates are not "
                    + "supported\"). Keep the state in one mapGroupsWithState, or split the pipeline into two queries.",
                    new RelatedLocation(maps.get(1).location(), "the first mapGroupsWithState"));
            return true;
        }
        if (!maps.isEmpty() && !flatMaps.isEmpty()) {
            Plan.StatefulMap other = last.method().equals(MAP) ? flatMaps.get(0) : maps.get(0);
            report.at(last.location(), "mapGroupsWithState and flatMapGroupsWithState in one query (" + query.subject()
                    + "): Spark rejects it at " + startCall(query) + " (\"Mixing mapGroupsWithStates and "
                    + "flatMapGroupsWithStates are not supported\"). Use flatMapGroupsWithState for both, all in append "
                    + "mode, or split the pipeline into two queries.",
                    new RelatedLocation(other.location(), "the other " + other.method()));
            return true;
        }
        if (flatMaps.size() >= 2) {
            Optional<Plan.StatefulMap> notAppend = flatMaps.stream()
                    .filter(m -> operatorMode(m).isPresent() && !operatorMode(m).get().equals("append")).findFirst();
            boolean queryNotAppend = mode.isPresent() && !mode.get().equals("append");
            if (notAppend.isPresent() || queryNotAppend) {
                List<RelatedLocation> related = new ArrayList<>();
                flatMaps.stream().filter(m -> m != notAppend.orElse(last))
                        .forEach(m -> related.add(new RelatedLocation(m.location(), "another flatMapGroupsWithState")));
                query.sink().outputMode()
                        .ifPresent(s -> related.add(new RelatedLocation(s.location(), "the output mode")));
                report.at(notAppend.orElse(last).location(), "Several flatMapGroupsWithState(..) in " + query.subject()
                        + " are allowed only when each of them and the query run in append mode: Spark rejects it at "
                        + startCall(query) + " (\"Multiple flatMapGroupsWithStates are not supported when they are not "
                        + "all in append mode or the output mode is not append\"). Pass OutputMode.Append() to each and "
                        + "write the query with outputMode(\"append\").", related.toArray(RelatedLocation[]::new));
                return true;
            }
        }
        return false;
    }

    /** One operator against the query: its initial state, and its mode against the query's mode and aggregations. */
    private static boolean mismatch(StreamingQuery query, Plan.StatefulMap m, Optional<String> mode, Report report) {
        if (m.initialState().isPresent() && Lineage.isStreaming(m.initialState().get()) == Lineage.Answer.YES) {
            Plan.Source source = Lineage.streamingSources(m.initialState().get()).get(0);
            report.at(m.location(), "The initial state of " + m.method() + "(..) in " + query.subject() + " is a "
                    + "streaming Dataset: Spark rejects the query at " + startCall(query) + " (\"Non-streaming "
                    + "DataFrame/Dataset is not supported as the initial state\"; the initial state must be a batch "
                    + "Dataset). Build it with spark.read() instead of spark.readStream().",
                    new RelatedLocation(source.location(), "the initial state is read as a stream here"));
            return true;
        }
        if (mode.isEmpty()) {
            return false;
        }
        String queryMode = mode.get() + " mode" + (query.sink().outputMode().isEmpty() ? " (the default)" : "");
        if (m.method().equals(MAP)) {
            if (mode.get().equals("update")) {
                return false;
            }
            SourceLocation fix = query.sink().outputMode().map(Setting::location).orElse(query.sink().location());
            report.at(fix, "mapGroupsWithState(..) runs only in update mode, but " + query.subject() + " is written in "
                    + queryMode + ": Spark rejects it at " + startCall(query) + " (\"mapGroupsWithState is not "
                    + "supported with " + title(mode.get()) + " output mode\"). Write it with outputMode(\"update\"), or "
                    + "use flatMapGroupsWithState(.., OutputMode.Append(), ..) to append.",
                    new RelatedLocation(m.location(), "mapGroupsWithState"));
            return true;
        }
        Optional<String> own = operatorMode(m);
        if (own.isEmpty()) {
            return false;
        }
        Lineage.Answer aggregation = Lineage.hasStreamingAggregation(query.plan());
        if (aggregation == Lineage.Answer.NO && !own.get().equals(mode.get())) {
            List<RelatedLocation> related = new ArrayList<>();
            query.sink().outputMode()
                    .ifPresent(s -> related.add(new RelatedLocation(s.location(), "the query's output mode")));
            report.at(m.location(), "flatMapGroupsWithState(.., OutputMode." + title(own.get()) + "(), ..) runs in "
                    + own.get() + " mode, but " + query.subject() + " is written in " + queryMode + ": Spark rejects it at "
                    + startCall(query) + " (\"flatMapGroupsWithState in " + own.get() + " mode is not supported with "
                    + title(mode.get()) + " output mode\"). Make them agree: outputMode(\"" + own.get() + "\") on the "
                    + "writer, or OutputMode." + title(mode.get()) + "() here.", related.toArray(RelatedLocation[]::new));
            return true;
        }
        if (aggregation == Lineage.Answer.YES && own.get().equals("update")) {
            List<RelatedLocation> related = new ArrayList<>();
            Lineage.firstStreamingAggregate(query.plan())
                    .ifPresent(a -> related.add(new RelatedLocation(a.location(), "the aggregation")));
            report.at(m.location(), "flatMapGroupsWithState(.., OutputMode.Update(), ..) in " + query.subject()
                    + " is combined with a streaming aggregation: Spark rejects it at " + startCall(query)
                    + " (\"flatMapGroupsWithState in update mode is not supported with aggregation\"). Pass "
                    + "OutputMode.Append() here.",
                    related.toArray(RelatedLocation[]::new));
            return true;
        }
        return false;
    }

    private static Optional<String> operatorMode(Plan.StatefulMap m) {
        return m.outputMode().flatMap(Value::lowerCase);
    }

    /** The call Spark rejects the query at: {@code start()} or {@code toTable()}. */
    private static String startCall(StreamingQuery query) {
        return query.sink().terminal() + "()";
    }

    /** {@code append} as Spark prints output modes: {@code Append}. */
    private static String title(String mode) {
        return Character.toUpperCase(mode.charAt(0)) + mode.substring(1);
    }
}
