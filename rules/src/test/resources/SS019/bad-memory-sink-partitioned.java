package com.acme.ss019.memory;

import org.apache.spark.sql.SparkSession;

/** A preview of the bronze table, partitioned as the real one would be: the memory sink refuses. */
class EventsPreviewJob {
    static final String PARTITION_COLUMN = "day";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("events-preview").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS eventId", "CAST(timestamp AS DATE) AS day")
                .writeStream()
                .format("memory")
                .queryName("events_preview")
                .partitionBy(PARTITION_COLUMN) // expect: SS019 "Spark rejects it at start() with \"'memory' does not support partitioning" "Remove partitionBy"
                .start();
    }
}
