package com.acme.ss024.oktimestampcomputedbysql;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** Spark's analyzer types the column SQL computes: to_timestamp(..) gives a TIMESTAMP, on which a watermark is fine. */
class EventsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-timestamp-computed-by-sql").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .selectExpr("to_timestamp(timestamp) AS eventTime")
                .withWatermark("eventTime", "1 minute")
                .groupBy(window(col("eventTime"), "1 minute"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
