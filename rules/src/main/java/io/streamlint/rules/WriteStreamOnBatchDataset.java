package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.StreamingErrors;
import io.streamlint.core.model.StreamingQuery;

import java.util.List;

/**
 * SS007: {@code writeStream()} on a Dataset whose every input is batch ({@code spark.read()}, {@code range},
 * {@code createDataFrame}, a catalog table, the micro-batch of {@code foreachBatch}); Spark throws at that call.
 * A table name that could be a temp view of a stream, and SQL text, count as possibly streaming.
 */
@RuleInfo(id = "SS007", name = "WriteStreamOnBatchDataset", severity = Severity.ERROR,
        summary = "writeStream() on a Dataset that reads only batch inputs: Spark throws WRITE_STREAM_NOT_ALLOWED at the call.",
        tags = {"correctness", "streaming-api"},
        sparkRejections = {
                // Dataset.writeStream on a batch Dataset, the same in 3.5 and 4.x
                "WRITE_STREAM_NOT_ALLOWED",
                // UnsupportedOperationChecker.checkForStreaming, should a batch plan reach start()
                "Queries without streaming sources cannot be executed with writeStream\\.start\\(\\)"
        })
public final class WriteStreamOnBatchDataset implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        if (!Lineage.isSurelyBatch(query.plan())) {
            return;
        }
        List<Plan.Source> inputs = Lineage.preOrder(query.plan()).stream()
                .filter(Plan.Source.class::isInstance).map(Plan.Source.class::cast).toList();
        boolean microBatch = inputs.stream().anyMatch(s -> s.format().is("foreachBatch"));
        String fix = microBatch
                ? "The micro-batch of foreachBatch is a batch Dataset: write it with write() (or writeTo(...))."
                : "Read the input with spark.readStream() (readStream().format(...).load(), readStream().table(...)) "
                + "to run a streaming query, or write the batch once with write().";
        report.at(query.sink().writeStream(), "writeStream() of " + query.subject() + " is called on a batch Dataset "
                        + "(no input is a stream): Spark throws " + StreamingErrors.WRITE_STREAM_NOT_ALLOWED + " at this call. "
                        + fix,
                inputs.stream().map(s -> new RelatedLocation(s.location(), "batch input: " + s.code()))
                        .toArray(RelatedLocation[]::new));
    }
}
