package com.acme.ss010.sample;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Sends a 1% sample to the console for eyeballing: Dataset.sample() is refused on a stream. */
class CheckoutEventsJob {

    static final double DEBUG_FRACTION = 0.01;

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("checkout-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void debugSink(Dataset<Row> events) throws Exception {
        events.sample(DEBUG_FRACTION) // expect: SS010 "Spark rejects the query at start() with \"Sampling is not supported on streaming DataFrames/Datasets\"" "Keep a fraction of the rows with filter(rand().lt(<fraction>)) instead"
                .writeStream()
                .format("console")
                .start();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> checkouts = spark.readStream().format("rate").load().selectExpr("value AS cartId");
        debugSink(checkouts);
    }
}
