package io.streamlint.rules;

import io.streamlint.core.api.OperatorRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.StreamingErrors;
import io.streamlint.core.model.StreamingQuery;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static io.streamlint.rules.StreamingPlans.streaming;

/**
 * SS011: a sort, limit or offset Spark rejects on a stream (UnsupportedOperationChecker.checkForStreaming): a sort
 * unless it is above a streaming aggregation written in complete mode, a limit in update mode, any offset. The
 * finding is on the operator; where the output mode decides, the queries' output modes are related locations.
 * A sort with no aggregation below it, and an offset, are rejected in every mode, so they are reported whether or
 * not the Dataset can be followed to a started query.
 */
@RuleInfo(id = "SS011", name = "SortOrLimitOnStream", severity = Severity.ERROR,
        summary = "Sort outside a complete-mode aggregation, limit in update mode, or offset on a stream: Spark rejects the query at start().",
        tags = {"correctness", "streaming-api", "output-mode"},
        sparkRejections = {
                // UnsupportedOperationChecker.checkForStreaming: the same text in 3.5 and 4.x (4.x:
                // _LEGACY_ERROR_TEMP_3102)
                "Sorting is not supported on streaming DataFrames/Datasets, unless it is on aggregated DataFrame/Dataset in Complete output mode",
                "Limits are not supported on streaming DataFrames/Datasets in Update output mode",
                "Offset is not supported on streaming DataFrames/Datasets"
        })
public final class SortOrLimitOnStream implements OperatorRule {

    private static final Set<String> SORTS = Set.of("orderBy", "sort", "sortWithinPartitions");
    private static final String AT_START = "Spark rejects the query at start() with \"";

    @Override
    public void check(Plan node, RuleContext context, Report report) {
        if (!(node instanceof Plan.Operator o)) {
            return;
        }
        if (o.method().equals("offset")) {
            RelatedLocation[] streaming = StreamingPlans.streamingContext(o, context);
            if (streaming.length > 0) {
                report.at(o.location(), o.code() + " in a streaming query: " + AT_START + StreamingErrors.OFFSET_ERROR
                        + "\". Filter on a column instead, or skip rows per micro-batch inside foreachBatch.", streaming);
            }
        } else if (SORTS.contains(o.method()) && streaming(o.child())) {
            checkSort(o, context, report);
        } else if (o.method().equals("limit") && streaming(o.child())) {
            List<StreamingQuery> update = queriesIn(o, context, "update");
            if (!update.isEmpty()) {
                report.at(o.location(), o.code() + " on a stream written in update mode (" + update.get(0).subject()
                        + "): " + AT_START + StreamingErrors.LIMIT_ERROR + "\". Write it in append mode (or complete, "
                        + "for an aggregation), or limit each micro-batch inside foreachBatch.", modes(update));
            }
        }
    }

    private static void checkSort(Plan.Operator sort, RuleContext context, Report report) {
        Lineage.Answer aggregated = Lineage.hasStreamingAggregate(sort.child());
        if (aggregated == Lineage.Answer.NO) {
            report.at(sort.location(), sort.code() + " sorts a stream that is not aggregated: " + AT_START
                    + StreamingErrors.SORT_ERROR + "\". Sort each micro-batch inside foreachBatch, or sort the result "
                    + "where it is read.", StreamingPlans.streamsOf(sort));
            return;
        }
        if (aggregated == Lineage.Answer.YES) {
            List<StreamingQuery> rejected = new ArrayList<>(queriesIn(sort, context, "append"));
            rejected.addAll(queriesIn(sort, context, "update"));
            rejected.sort(Comparator.comparing(StreamingQuery::subject));
            if (!rejected.isEmpty()) {
                String mode = SinkFacts.effectiveOutputMode(rejected.get(0).sink()).text().orElseThrow();
                report.at(sort.location(), sort.code() + " sorts an aggregation written in " + mode + " mode ("
                        + rejected.get(0).subject() + "): " + AT_START + StreamingErrors.SORT_ERROR + "\". Write it with "
                        + "outputMode(\"complete\"), or sort each micro-batch inside foreachBatch.", modes(rejected));
            }
        }
    }

    /** The started queries holding {@code node} whose output mode is surely {@code mode}. */
    private static List<StreamingQuery> queriesIn(Plan node, RuleContext context, String mode) {
        return context.application().queriesContaining(node).stream()
                .filter(q -> SinkFacts.effectiveOutputMode(q.sink()).is(mode))
                .toList();
    }

    /** Where each query's output mode is set, or its writeStream() when the mode is append by default. */
    private static RelatedLocation[] modes(List<StreamingQuery> queries) {
        return queries.stream().map(q -> {
            Optional<RelatedLocation> set = q.sink().outputMode().map(m -> new RelatedLocation(m.location(),
                    "the output mode of " + q.subject()));
            return set.orElse(new RelatedLocation(q.sink().writeStream(), q.subject() + " is written in append mode, the default"));
        }).toArray(RelatedLocation[]::new);
    }
}
