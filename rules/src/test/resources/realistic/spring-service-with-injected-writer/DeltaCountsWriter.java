package com.acme.ingest.sink;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.springframework.stereotype.Component;

/** Counts events per type into Delta: an aggregation in append mode, without a watermark. */
@Component
public class DeltaCountsWriter implements SinkWriter {

    @Override
    public StreamingQuery write(Dataset<Row> events) throws Exception {
        return events
                .groupBy(col("type")) // expect: SS001
                .count()
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-lake/_checkpoints/event-counts")
                .start("s3a://acme-lake/event_counts");
    }
}
