package com.acme.ss008.session;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.session_window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/** Clicks per user session, written as updates: a session can still grow after its row was written. */
class UserSessionsJob {
    private static final String SESSION_GAP = "30 seconds";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("user-sessions").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .select(col("timestamp").as("clickedAt"), col("value").mod(7).as("userId"));
        clicks.withWatermark("clickedAt", "1 minute")
                .groupBy(session_window(col("clickedAt"), SESSION_GAP), col("userId"))
                .count()
                .writeStream()
                .outputMode(OutputMode.Update()) // expect: SS008 "Spark rejects it at start() with STREAMING_OUTPUT_MODE.UNSUPPORTED_OPERATION, because a session can still grow" "Write it with outputMode(\"append\"): each session is emitted once the watermark closes it"
                .format("console")
                .start();
    }
}
