package com.acme.ss024.okcolumnofunknowntype;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** A column computed by SQL the linter does not type: not reported. */
class EventsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-column-of-unknown-type").getOrCreate();
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
