package com.acme.ss018.helper;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/** A helper puts any stream into a named memory table, as tests often do. */
class StreamAssertions {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().master("local[2]").appName("stream-assertions").getOrCreate();
        run(spark);
    }

    static StreamingQuery intoMemory(Dataset<Row> stream, String table) throws Exception {
        return stream.writeStream()
                .format("memory")
                .queryName(table)
                .start();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream().format("rate").load();
        StreamingQuery query = intoMemory(events.selectExpr("value AS eventId"), "events_under_test");
        System.out.println("started " + query.name());
    }
}
