package com.acme.search.steps;

import java.util.UUID;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.streaming.DataStreamWriter;
import org.apache.spark.sql.streaming.OutputMode;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.StreamingQueryException;

/**
 * Saves the matches of a search to scratch space, through the registry its base class holds. Each run draws a new
 * id for the checkpoint, so a restarted search reads its source from the start again.
 */
public final class SaveMatchesStep extends AbstractSaveStep {

    public void save(Dataset<Row> matches) throws StreamingQueryException {
        String runId = UUID.randomUUID().toString();
        DataStreamWriter<Row> writer = matches
                .repartition(1)
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", this.scratchRoot + "/checkpoint/matches/" + runId) // expect: SS046 "built from UUID.randomUUID()" "Use a path that stays the same across runs"
                .option("path", this.scratchRoot + "/data/matches/" + runId)
                .outputMode(OutputMode.Append());
        StreamingQuery query = this.registry.registerQuery("matches-" + runId, writer);
        query.awaitTermination();
    }
}
