package com.acme.ss024.badwatermarkonratevalue;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;

/** The rate source's value is a BIGINT counter, not a time. */
class CounterJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-watermark-on-rate-value").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withWatermark("value", "10 seconds") // expect: SS024 "Spark throws [EVENT_TIME_IS_NOT_ON_TIMESTAMP_TYPE]" "Put the watermark on a TIMESTAMP column"
                .groupBy(col("value"))
                .count()
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
