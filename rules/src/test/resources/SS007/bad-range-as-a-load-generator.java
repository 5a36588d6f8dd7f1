package com.acme.ss007.range;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.current_timestamp;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A load test meant to stream synthetic events: spark.range() is a batch Dataset (the stream is format("rate")). */
class SyntheticEventsLoadTest {

    static final long EVENTS = 1_000_000L;

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("synthetic-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.range(0, EVENTS)
                .withColumn("deviceId", col("id").mod(500))
                .withColumn("emittedAt", current_timestamp());

        events.writeStream() // expect: SS007 "is called on a batch Dataset (no input is a stream): Spark throws WRITE_STREAM_NOT_ALLOWED at this call" "Read the input with spark.readStream()"
                .format("noop")
                .queryName("synthetic_events")
                .start();
    }
}
