package com.acme.ss021.configured;

import org.apache.spark.sql.SparkSession;

/** The sink format comes from configuration: the linter cannot tell it is Delta, so it says nothing. */
class ConfigurableTotalsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("configurable-totals").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        String sinkFormat = System.getProperty("totals.sink.format", "console");
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 11 AS region")
                .groupBy("region")
                .count()
                .writeStream()
                .format(sinkFormat)
                .outputMode("update")
                .start();
    }
}
