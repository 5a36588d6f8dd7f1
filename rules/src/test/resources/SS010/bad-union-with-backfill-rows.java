package com.acme.ss010.backfill;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Replays a few rows from a batch backfill into the live stream: a stream cannot be unioned with a batch. */
class MeterBackfillJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("meter-backfill").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> live = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").as("reading"), col("timestamp").as("readAt"));
        Dataset<Row> backfill = spark.range(10)
                .select(col("id").as("reading"), lit(null).cast("timestamp").as("readAt"));

        live.unionByName(backfill) // expect: SS010 "Spark rejects the query at start() with \"Union between streaming and batch DataFrames/Datasets is not supported\"" "Read both sides as streams, or join the batch side (a stream-static join)"
                .writeStream()
                .format("memory")
                .queryName("meter_readings")
                .start();
    }
}
