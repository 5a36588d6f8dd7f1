package com.acme.ss014.nowatermark;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Every impression with its click, if any: a left outer join of two streams without any watermark, so Spark could
 * never decide that an impression got no click.
 */
class ImpressionOutcomesJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("impression-outcomes").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> impressions = spark.readStream().format("rate").load()
                .select(col("value").as("impressionAdId"), col("timestamp").as("impressionTime"));
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .select(col("value").as("clickAdId"), col("timestamp").as("clickTime"));

        impressions.join(clicks, col("clickAdId").equalTo(col("impressionAdId")), "left_outer") // expect: SS014 "Spark rejects the query writing impressions at start()" "Add withWatermark(..) to the right input and a time range"
                .writeStream()
                .format("noop")
                .start();
    }
}
