package io.streamlint.rules;

import io.streamlint.core.api.OperatorRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.StreamingErrors;

import java.util.Set;

/**
 * SS006: a batch action ({@code count}, {@code show}, {@code collect}, {@code cache}, ...) or batch writer
 * ({@code write}, {@code writeTo}, {@code mergeInto}) on a streaming Dataset; Spark throws at that call. The
 * micro-batch of {@code foreachBatch} is a batch Dataset, so the same calls there are fine.
 */
@RuleInfo(id = "SS006", name = "BatchActionOnStreamingDataset", severity = Severity.ERROR,
        summary = "A batch action or batch writer (count, show, collect, cache, write, ...) on a streaming Dataset: Spark throws at the call.",
        tags = {"correctness", "streaming-api"},
        sparkRejections = {
                // UnsupportedOperationChecker.checkForBatch: 4.x wraps it in _LEGACY_ERROR_TEMP_3102, 3.5 has no error
                // class, 4.1 goes on with ", or from a streaming table or flow definition within a Spark Declarative
                // Pipeline."
                "Queries with streaming sources must be executed with writeStream\\.start\\(\\)",
                // Dataset.write / writeTo / mergeInto, the same in 3.5 and 4.x
                "CALL_ON_STREAMING_DATASET_UNSUPPORTED"
        })
public final class BatchActionOnStreamingDataset implements OperatorRule {

    private static final Set<String> CACHING = Set.of("cache", "persist", "checkpoint", "localCheckpoint");

    @Override
    public void check(Plan node, RuleContext context, Report report) {
        if (!(node instanceof Plan.Action action) || !StreamingPlans.streaming(action.child())) {
            return;
        }
        RelatedLocation[] streams = StreamingPlans.streamsOf(action.child());
        String method = action.method();
        if (StreamingErrors.BATCH_WRITERS.contains(method)) {
            report.at(action.location(), method + "() is a batch writer, called here on a streaming Dataset: Spark "
                    + "throws " + StreamingErrors.CALL_ON_STREAMING_DATASET_UNSUPPORTED + " at this call. Write the stream "
                    + "with writeStream()...start(), or each micro-batch inside writeStream().foreachBatch((batch, "
                    + "batchId) -> batch." + method + "(...)).", streams);
        } else if (StreamingErrors.BATCH_ACTIONS.contains(method)) {
            String advice = CACHING.contains(method)
                    ? "A stream cannot be cached or checkpointed as a Dataset: persist each micro-batch inside "
                    + "writeStream().foreachBatch(...), and let the query's checkpointLocation recover the stream."
                    : "Run it on each micro-batch inside writeStream().foreachBatch((batch, batchId) -> ...), watch the "
                    + "stream with a console or memory sink, or read with spark.read() for a batch job.";
            report.at(action.location(), action.code() + " runs a batch job, here on a streaming Dataset: Spark throws \""
                    + context.spark().batchActionOnStreamError() + "\" at this call. " + advice, streams);
        }
    }
}
