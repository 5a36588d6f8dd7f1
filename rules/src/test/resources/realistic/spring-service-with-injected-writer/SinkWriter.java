package com.acme.ingest.sink;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.streaming.StreamingQuery;

/** Where the service writes a stream: the implementation is chosen by Spring. */
public interface SinkWriter {
    StreamingQuery write(Dataset<Row> events) throws Exception;
}
