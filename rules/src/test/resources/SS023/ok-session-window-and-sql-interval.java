package com.acme.ss023.oksessionwindowandsqlinterval;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;
import static org.apache.spark.sql.functions.session_window;

/** A valid session gap and a valid SQL interval literal. */
class UserSessionsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-session-window-and-sql-interval").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().createOrReplaceTempView("events");
        Dataset<Row> recent = spark.sql(
                "SELECT value, timestamp FROM events WHERE timestamp > current_timestamp() - INTERVAL '10' MINUTE");
        recent.withWatermark("timestamp", "10 minutes")
                .groupBy(session_window(col("timestamp"), "5 minutes"), col("value"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
