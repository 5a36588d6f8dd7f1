package com.acme.search.join;

import java.util.UUID;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.StreamingQueryException;

/** Saves the right side of a join to scratch space; the paths are put together with String.concat. */
final class SaveJoinSideStep {

    private final String scratchRoot;

    SaveJoinSideStep(String scratchRoot) {
        this.scratchRoot = scratchRoot;
    }

    void save(Dataset<Row> rightSide) throws Exception {
        final String randomId = UUID.randomUUID().toString();
        final String checkpointPath = this.scratchRoot.concat("/checkpoint/").concat(randomId);
        final String path = this.scratchRoot.concat("/data/").concat(randomId).concat(".avro");
        StreamingQuery query = rightSide
                .writeStream()
                .format("avro")
                .queryName("join_side_".concat(randomId))
                .option("checkpointLocation", checkpointPath) // expect: SS046 "built from UUID.randomUUID()" "Use a path that stays the same across runs"
                .option("path", path)
                .outputMode("append")
                .start();
        query.awaitTermination();
    }
}
