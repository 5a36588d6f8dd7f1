package io.streamlint.rules;

import io.streamlint.core.api.QueryRule;
import io.streamlint.core.api.RuleContext;
import io.streamlint.core.api.RuleInfo;
import io.streamlint.core.api.Severity;
import io.streamlint.core.model.RelatedLocation;
import io.streamlint.core.model.Sink;
import io.streamlint.core.model.SinkFacts;
import io.streamlint.core.model.SourceLocation;
import io.streamlint.core.model.StreamingQuery;

import java.util.Locale;
import java.util.Optional;

/**
 * SS019: {@code partitionBy} on a sink that cannot partition. Memory, foreach and foreachBatch reject it at start();
 * the DSv2 sinks console, noop and kafka never receive the columns, so Spark ignores the call (a warning); with
 * {@code clusterBy} on the same writer (Spark 4) the second of the two calls throws.
 */
@RuleInfo(id = "SS019", name = "PartitionByOnUnsupportedSink", severity = Severity.ERROR,
        summary = "partitionBy(...) on a sink that cannot partition: memory, foreach and foreachBatch reject it at start(), "
                + "console, noop and kafka ignore it, and with clusterBy(...) it throws.",
        tags = {"correctness", "sink", "partitioning"},
        sparkRejections = {
                // DataStreamWriter.assertNotPartitioned: memory, foreach, foreachBatch (3.5 and 4.x,
                // _LEGACY_ERROR_TEMP_1197)
                "'(memory|foreach|foreachBatch)' does not support partitioning",
                // DataStreamWriter.validatePartitioningAndClustering (4.x only: clusterBy is new in 4.0)
                "SPECIFY_CLUSTER_BY_WITH_PARTITIONED_BY_IS_NOT_ALLOWED"
        })
public final class PartitionByOnUnsupportedSink implements QueryRule {

    @Override
    public void check(StreamingQuery query, RuleContext context, Report report) {
        Sink sink = query.sink();
        if (sink.partitionBy().isEmpty()) {
            return;
        }
        SourceLocation partitionBy = sink.partitionBy().get();
        if (sink.clusterBy().isPresent()) {
            SourceLocation clusterBy = sink.clusterBy().get();
            boolean clusterLast = clusterBy.compareTo(partitionBy) > 0;
            report.at(clusterLast ? clusterBy : partitionBy, "The writer of " + query.subject() + " calls both partitionBy "
                            + "and clusterBy: Spark throws SPECIFY_CLUSTER_BY_WITH_PARTITIONED_BY_IS_NOT_ALLOWED at the "
                            + "second of the two calls. Keep one of them.",
                    new RelatedLocation(clusterLast ? partitionBy : clusterBy,
                            (clusterLast ? "partitionBy" : "clusterBy") + " is called here"));
            return;
        }
        if (!"start".equals(sink.terminal())) {
            return; // toTable: the table decides (an existing table's own partitioning wins)
        }
        Optional<String> format = SinkFacts.effectiveSinkFormat(sink, query.sessionConf());
        if (format.isEmpty()) {
            return;
        }
        if (SinkFacts.UNPARTITIONED_SINKS.contains(format.get())) {
            report.at(partitionBy, "partitionBy on the " + format.get() + " sink of " + query.subject()
                            + ": Spark rejects it at start() with \"'" + format.get() + "' does not support "
                            + "partitioning.\" Remove partitionBy" + (format.get().equals("foreachBatch")
                            ? ", and partition inside the batch function (batchDF.write().partitionBy(..))." : "."),
                    new RelatedLocation(sink.location(), "Spark rejects the query here"));
            return;
        }
        String lower = format.get().toLowerCase(Locale.ROOT);
        if (SinkFacts.PARTITIONING_IGNORED_SINKS.contains(lower)) {
            report.at(Severity.WARNING, partitionBy, "partitionBy on the " + lower + " sink of " + query.subject()
                            + " has no effect: Spark never passes the columns to this sink and ignores the call. Remove it"
                            + (lower.equals("kafka") ? "; Kafka chooses partitions by the record key." : "."),
                    new RelatedLocation(sink.format().map(f -> f.location()).orElse(sink.location()),
                            "the " + lower + " sink is chosen here"));
        }
    }
}
