package com.acme.ss010.timewindows;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.session_window;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** functions.window and session_window are time windows, which streams support (unlike .over(Window...)). */
class RideSessionsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ride-sessions").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> pings = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(25).as("riderId"), col("timestamp").as("pingedAt"))
                .withWatermark("pingedAt", "2 minutes");

        pings.groupBy(window(col("pingedAt"), "10 minutes", "5 minutes"), col("riderId"))
                .agg(count("*").as("pings"))
                .writeStream()
                .format("memory")
                .queryName("pings_per_window")
                .start();
        pings.groupBy(session_window(col("pingedAt"), "5 minutes"), col("riderId"))
                .count()
                .writeStream()
                .format("memory")
                .queryName("ride_sessions")
                .start();
    }
}
