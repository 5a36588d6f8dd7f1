package com.acme.ss009.factories;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/** OutputMode.Update() is checked by the compiler. */
class ParcelScansJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("parcel-scans").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 8 AS depot")
                .groupBy("depot")
                .count()
                .writeStream()
                .outputMode(OutputMode.Update())
                .format("console")
                .start();
    }
}
