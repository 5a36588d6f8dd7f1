package io.streamlint.core.model;

import java.util.Optional;

/**
 * What a {@code writeStream()} chain configures, up to its terminal call. Settings the user did not make
 * are empty; Spark's defaults for them live in {@link SparkFacts}.
 *
 * @param kind          a format sink, or {@code foreach}/{@code foreachBatch} (which replace the format)
 * @param format        {@code format(...)}
 * @param outputMode    {@code outputMode(...)} as written ({@code OutputMode.Update()} is "update")
 * @param queryName     {@code queryName(...)}
 * @param trigger       {@code trigger(...)}
 * @param options       {@code option(..)} and {@code options(map)} entries as the user set them
 * @param startPath     the argument of {@code start(path)}, which Spark adds to the options as "path" (and
 *                      rejects when {@code option("path", ..)} is set too)
 * @param partitionBy   where {@code partitionBy(..)} is called
 * @param clusterBy     where {@code clusterBy(..)} is called
 * @param writeStream   the {@code writeStream()} call
 * @param terminal      {@code start}, or {@code toTable} (a table sink)
 * @param table         the table name of {@code toTable(name)}
 * @param code          the terminal call as written, for messages
 * @param location      the terminal call, where Spark starts (and rejects) the query
 * @param batchFunction what the function given to {@code foreachBatch(..)} does, when the linter can see it
 */
public record Sink(Kind kind, Optional<Setting> format, Optional<Setting> outputMode, Optional<Setting> queryName,
                   Optional<Trigger> trigger, Options options, Optional<Setting> startPath,
                   Optional<SourceLocation> partitionBy, Optional<SourceLocation> clusterBy, SourceLocation writeStream,
                   String terminal, Optional<Value> table, String code, SourceLocation location,
                   Optional<BatchFunction> batchFunction) {

    /** A sink whose foreachBatch function (if any) is not known. */
    public Sink(Kind kind, Optional<Setting> format, Optional<Setting> outputMode, Optional<Setting> queryName,
                Optional<Trigger> trigger, Options options, Optional<Setting> startPath,
                Optional<SourceLocation> partitionBy, Optional<SourceLocation> clusterBy, SourceLocation writeStream,
                String terminal, Optional<Value> table, String code, SourceLocation location) {
        this(kind, format, outputMode, queryName, trigger, options, startPath, partitionBy, clusterBy, writeStream,
                terminal, table, code, location, Optional.empty());
    }

    public enum Kind { FORMAT, FOREACH, FOREACH_BATCH }

    public Optional<Value> formatValue() {
        return format.map(Setting::value);
    }

    public Optional<Value> outputModeValue() {
        return outputMode.map(Setting::value);
    }

    public Optional<Value> queryNameValue() {
        return queryName.map(Setting::value);
    }

    /**
     * The path Spark passes to the sink: the argument of {@code start(path)}, else the "path" option (unknown when
     * the options may hold one we cannot see); empty when neither is set.
     */
    public Optional<Value> path() {
        return startPath.map(Setting::value).or(() -> options.value("path"));
    }
}
