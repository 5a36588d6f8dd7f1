package com.acme.ss024.badwatermarkoncolumnaddedwithexpr;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

/** withColumn(.., expr(..)) replaces the event time with its hour of the day: an INT. */
class HourlyJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-watermark-on-column-added-with-expr").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withColumn("timestamp", expr("hour(timestamp)"))
                .withWatermark("timestamp", "1 minute") // expect: SS024 "has the invalid type \"INT\", but expected \"TIMESTAMP\"" "Put the watermark on a TIMESTAMP column"
                .groupBy(col("timestamp"))
                .count()
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
