package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.BatchFunction;
import io.streamlint.core.model.FunctionFacts;
import io.streamlint.core.model.Lineage;
import io.streamlint.core.model.Plan;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.SparkFacts;
import io.streamlint.core.model.StreamingQuery;
import io.streamlint.core.model.Upserts;
import io.streamlint.core.model.Value;

import java.util.List;
import java.util.Optional;

/**
 * SS038: a foreachBatch function whose writes a retried micro-batch repeats, when nothing it does is keyed by the batch
 * id: an append to files, Delta, JDBC, BigQuery or a table; an upsert that adds to the rows it matches; rows keyed by
 * uuid() for a connector that replaces by key; MongoDB documents without _id. Or several actions on the micro-batch
 * without persisting it, each of which recomputes the whole batch.
 */
@RuleInfo(id = "SS038", name = "ForeachBatchNotIdempotent", severity = Severity.WARNING,
        summary = "foreachBatch function whose write a retried batch repeats (an append, an upsert that adds, keys "
                + "from uuid(), MongoDB documents without _id) as nothing keys it by the batch id, or that runs "
                + "several actions on the micro-batch without persist (the batch is recomputed).",
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
        if (!fn.keyedByBatchId()) {
            String retried = "when a micro-batch of " + query.subject() + " is retried (a failure after the write but "
                    + "before Spark commits the batch, a restart), Spark calls the function again with the same "
                    + fn.batchIdName() + " and the same rows";
            for (BatchFunction.Write write : fn.writes()) {
                String problem = replayedAppend(write, context.spark()) ? "appends without keying the write by "
                        + fn.batchIdName() + ": " + retried + ", and they are written twice. " + fix(write, fn, context.spark())
                        : newKeys(write, context.spark()).map(generated -> "writes keys made by " + generated
                        + " on every run: " + retried + ", and they are written again under new keys, next to the "
                        + "first copy. Derive the key from the data (a business key, a hash of the row's columns) so "
                        + "that a retried batch overwrites its own rows.")
                        .or(() -> withoutId(write, query, context.spark()).map(columns -> "writes documents without "
                        + "an _id (the written columns are " + columns + "): MongoDB gives each a new ObjectId, so "
                        + retried + ", and they are inserted twice. Write an _id column derived from the data (the "
                        + "connector then replaces by _id), or set .option(\"idFieldList\", \"<key columns>\")."))
                        .orElse(null);
                if (problem != null) {
                    report.at(write.location(), "This " + what(write) + " in the foreachBatch function " + problem,
                            started);
                }
            }
            for (BatchFunction.Statement statement : fn.statements()) {
                Upserts.accumulating(statement.text().text().orElseThrow()).ifPresent(assignment ->
                        report.at(statement.location(), accumulates(statement.code(), assignment, retried, fn),
                                started));
            }
            for (BatchFunction.MergeUpdate update : fn.mergeUpdates()) {
                Optional<String> expression = update.expression().text();
                if (expression.isPresent()
                        && Upserts.accumulates(update.column(), expression.get(), update.targetNames())) {
                    report.at(update.location(), accumulates(update.code(), update.column() + " = "
                            + expression.get(), retried, fn), started);
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

    private static String accumulates(String code, String assignment, String retried, BatchFunction fn) {
        return "This upsert in the foreachBatch function adds to the rows it matches (" + assignment + " in "
                + code + "): " + retried + ", and their values are added twice. Set the columns from the batch ("
                + "replace, not add), or record " + fn.batchIdName() + " in the target in the same transaction and "
                + "skip a batch already recorded (e.g. a batch id column in the merge condition).";
    }

    /** The key-generating function ({@code uuid()}) of rows written to a connector that upserts by key. */
    private static Optional<String> newKeys(BatchFunction.Write write, SparkFacts spark) {
        Optional<String> format = write.format().text();
        if (format.isEmpty() || !spark.upsertsByKey(format.get())) {
            return Optional.empty();
        }
        return Lineage.preOrder(write.rows()).stream()
                .flatMap(node -> node instanceof Plan.Project p ? p.expressions().functions().stream()
                        : java.util.stream.Stream.empty())
                .filter(FunctionFacts.NEW_KEY_FUNCTIONS::contains)
                .findFirst().map(f -> f + "()");
    }

    /** The written columns, when a MongoDB write surely gives its documents no {@code _id} to replace by. */
    private static Optional<String> withoutId(BatchFunction.Write write, StreamingQuery query, SparkFacts spark) {
        if (!write.format().text().filter(spark::isMongoDb).isPresent()
                || !write.options().surelyLacks(SinkFacts.MONGODB_ID_FIELDS)) {
            return Optional.empty();
        }
        return Lineage.outputColumns(write.rows(), query.plan())
                .filter(columns -> !columns.contains(SinkFacts.MONGODB_ID))
                .map(columns -> String.join(", ", columns));
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
        boolean maybeDeltaTransaction = (format.get().equalsIgnoreCase(SinkFacts.DELTA_FORMAT) || format.get().equals("table"))
                && !write.options().surelyLacks(SinkFacts.DELTA_TXN_VERSION);
        return appends && !maybeDeltaTransaction;
    }

    /** "jdbc write to 'orders'", "insertInto("ops.audit")". */
    private static String what(BatchFunction.Write write) {
        return write.format().is("table") ? write.code() : write.format().text().orElseThrow() + " write"
                + write.target().flatMap(Value::text).map(t -> " to '" + t + "'").orElse("");
    }

    private static String fix(BatchFunction.Write write, BatchFunction fn, SparkFacts spark) {
        String id = fn.batchIdName();
        String format = write.format().text().orElseThrow().toLowerCase(java.util.Locale.ROOT);
        if (spark.isBigQuery(format)) {
            return "Make the write idempotent: write each batch to a staging table with mode(\"overwrite\") and MERGE "
                    + "it into the target on its key, or add the batch id as a column (lit(" + id + ")) and "
                    + "deduplicate on it.";
        }
        return switch (format) {
            case SinkFacts.DELTA_FORMAT -> "Make Delta skip a batch it has written: add .option(\"txnAppId\", "
                    + "\"<query name>\").option(\"txnVersion\", " + id + "), or MERGE INTO the table on its key.";
            case SinkFacts.JDBC_FORMAT -> "Write idempotently: upsert on the table's key (INSERT .. ON CONFLICT / "
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
