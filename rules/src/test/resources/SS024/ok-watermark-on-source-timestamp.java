package com.acme.ss024.okwatermarkonsourcetimestamp;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** The rate source's timestamp column is a TIMESTAMP. */
class ClickCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-watermark-on-source-timestamp").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withColumnRenamed("timestamp", "clickTime")
                .withWatermark("clickTime", "10 seconds")
                .groupBy(window(col("clickTime"), "1 minute"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
