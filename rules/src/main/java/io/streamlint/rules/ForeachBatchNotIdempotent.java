package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RelatedLocation;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.BatchFunction;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Value;

import java.util.List;
import java.util.Optional;

/**
 * SS038: a foreachBatch function whose writes are replayed when a micro-batch is retried: an append to files, Delta,
 * JDBC or a table that does not use the batch id (no txnVersion, no batch-keyed path or partition, no MERGE); or
 * several actions on the micro-batch without persisting it, each of which recomputes the whole batch.
 */
@RuleInfo(id = "SS038", name = "ForeachBatchNotIdempotent", severity = Severity.WARNING,
        summary = "foreachBatch function that appends without using the batch id (rows written twice when a batch is "
                + "retried), or runs several actions on the micro-batch without persist (the batch is recomputed).",
        tags = {"reliability", "correctness", "performance"}, productionOnly = true)
public final class ForeachBatchNotIdempotent implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Optional<BatchFunction> found = query.sink().batchFunction();
        if (found.isEmpty()) {
            return;
        }
        BatchFunction fn = found.get();
        RelatedLocation started = new RelatedLocation(query.location(), "the query runs the function for every "
                + "micro-batch: " + query.subject() + " is started here");
        if (!fn.readsBatchId()) {
            for (BatchFunction.Write write : fn.writes()) {
                if (replayedAppend(write, context.spark())) {
                    report.at(write.location(), "This " + what(write) + " in the foreachBatch function appends "
                            + "without using " + fn.batchIdName() + ": when a micro-batch is retried (a failure "
                            + "after the write but before Spark commits the batch, a restart), Spark calls the "
                            + "function again with the same " + fn.batchIdName() + " and the same rows, and they are "
                            + "written twice. " + fix(write, fn), started);
                }
            }
        }
        List<Plan.Action> actions = fn.actions();
        if (actions.size() >= 2 && !fn.persists()) {
            report.at(fn.location(), "The foreachBatch function runs " + actions.size() + " actions on "
                    + fn.batchName() + " (" + String.join(", ", actions.stream().map(Plan.Action::code).toList())
                    + ") without persisting it: each action recomputes the micro-batch from the query's sources "
                    + "(reading them again, reloading state), and non-deterministic columns differ between the "
                    + "writes. Call " + fn.batchName() + ".persist() before the first action and "
                    + fn.batchName() + ".unpersist() after the last.", actions.stream()
                    .map(a -> new RelatedLocation(a.location(), "an action on the micro-batch: " + a.code()))
                    .toArray(RelatedLocation[]::new));
        }
    }

    /** A write whose rows land twice when the same batch is written again. */
    private static boolean replayedAppend(BatchFunction.Write write, SparkFacts spark) {
        Optional<String> format = write.format().text();
        if (format.isEmpty() || !spark.appendsDuplicateRows(format.get())) {
            return false;
        }
        boolean appends = write.method().equals("insertInto")
                ? write.mode().map(m -> m.isKnown() && !m.is("overwrite")).orElse(true)
                : write.mode().filter(m -> m.is("append")).isPresent();
        boolean maybeDeltaTransaction = (format.get().equalsIgnoreCase(SparkFacts.DELTA_FORMAT) || format.get().equals("table"))
                && !write.options().surelyLacks(SparkFacts.DELTA_TXN_VERSION);
        return appends && !maybeDeltaTransaction;
    }

    /** "jdbc write to 'orders'", "insertInto("ops.audit")". */
    private static String what(BatchFunction.Write write) {
        return write.format().is("table") ? write.code() : write.format().text().orElseThrow() + " write"
                + write.target().flatMap(Value::text).map(t -> " to '" + t + "'").orElse("");
    }

    private static String fix(BatchFunction.Write write, BatchFunction fn) {
        String id = fn.batchIdName();
        String format = write.format().text().orElseThrow().toLowerCase(java.util.Locale.ROOT);
        return switch (format) {
            case SparkFacts.DELTA_FORMAT -> "Make Delta skip a batch it has written: add .option(\"txnAppId\", "
                    + "\"<query name>\").option(\"txnVersion\", " + id + "), or MERGE INTO the table on its key.";
            case SparkFacts.JDBC_FORMAT -> "Write idempotently: upsert on the table's key (INSERT .. ON CONFLICT / "
                    + "MERGE, e.g. from foreachPartition), or record " + id + " in the target in the same "
                    + "transaction and skip a batch already recorded.";
            case "table" -> "Make the write idempotent: MERGE INTO the table on its key, or for a Delta table add "
                    + ".option(\"txnAppId\", \"<query name>\").option(\"txnVersion\", " + id + ").";
            default -> "Make the write idempotent: write each batch to its own directory keyed by " + id
                    + " with mode(\"overwrite\") (e.g. path + \"/batch_id=\" + " + id + "), or to a Delta table with "
                    + ".option(\"txnAppId\", \"<query name>\").option(\"txnVersion\", " + id + ").";
        };
    }
}
