package com.acme.ss009.constant;

import org.apache.spark.sql.SparkSession;

/** The mode comes from a constant of the job's settings, and the constant is wrong. */
class OrderTotalsJob {

    static final class Settings {
        static final String OUTPUT_MODE = "completed";
        static final String QUERY_NAME = "order_totals";
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-totals").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 5 AS customer", "value AS amount")
                .groupBy("customer")
                .sum("amount")
                .writeStream()
                .format("memory")
                .queryName(Settings.QUERY_NAME)
                .outputMode(Settings.OUTPUT_MODE) // expect: SS009 "is not an output mode: Spark throws STREAMING_OUTPUT_MODE.INVALID at this call" "Did you mean \"complete\"? Use \"append\", \"update\" or \"complete\""
                .start();
    }
}
