package com.acme.ss008.updatedistinct;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/** Deduplication is not an aggregation, and needs none: update (like append) is fine. */
class FirstSeenCustomersJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("first-seen-customers").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(30).as("customerId"))
                .distinct() // expect: SS035
                .writeStream()
                .outputMode(OutputMode.Update())
                .format("console")
                .start();
    }
}
