package com.acme.ss008.helper;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.session_window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamWriter;

/** The team's writer helper always writes updates; this job aggregates by (aliased) session window. */
class VisitSessionsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("visit-sessions").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static DataStreamWriter<Row> consoleUpdates(Dataset<Row> result) {
        return result.writeStream()
                .format("console")
                .outputMode("update"); // expect: SS008 "Spark rejects it at start() with STREAMING_OUTPUT_MODE.UNSUPPORTED_OPERATION, because a session can still grow" "Add .withWatermark(\"timestamp\", \"<delay>\") before the aggregation and write it with outputMode(\"append\")"
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> visits = spark.readStream().format("rate").load()
                .withColumn("visitor", col("value").mod(5));
        Dataset<Row> sessions = visits
                .groupBy(session_window(col("timestamp"), "10 seconds").as("visit"), col("visitor"))
                .count();
        consoleUpdates(sessions).start();
    }
}
