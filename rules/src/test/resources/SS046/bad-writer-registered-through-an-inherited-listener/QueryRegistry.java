package com.acme.search.steps;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.streaming.DataStreamWriter;
import org.apache.spark.sql.streaming.StreamingQuery;

/** Starts the steps' queries under their names and keeps them, so that a listener can stop them when idle. */
public class QueryRegistry {

    private final List<StreamingQuery> queries = new ArrayList<>();

    public StreamingQuery registerQuery(String name, DataStreamWriter<Row> writer) {
        try {
            StreamingQuery query = writer.queryName(name).start();
            queries.add(query);
            return query;
        } catch (TimeoutException e) {
            throw new IllegalStateException("could not start " + name, e);
        }
    }
}
