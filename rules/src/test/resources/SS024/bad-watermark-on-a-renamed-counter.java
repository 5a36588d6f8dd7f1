package com.acme.ss024.badwatermarkonarenamedcounter;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** Renaming the BIGINT does not make it a timestamp. */
class TicksJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-watermark-on-a-renamed-counter").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> ticks = spark.readStream().format("rate").load()
                .withColumnRenamed("value", "eventTime")
                .selectExpr("eventTime", "timestamp AS ingestedAt");
        ticks.withWatermark("eventTime", "1 minute") // expect: SS024 "Spark throws [EVENT_TIME_IS_NOT_ON_TIMESTAMP_TYPE]" "Put the watermark on a TIMESTAMP column"
                .groupBy(window(col("eventTime"), "1 minute"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
