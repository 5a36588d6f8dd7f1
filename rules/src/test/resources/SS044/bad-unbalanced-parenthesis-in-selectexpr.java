package com.acme.ss044.badunbalancedparenthesisinsele;

import org.apache.spark.sql.SparkSession;


/** A selectExpr item with a parenthesis left open. */
class SensorReadingsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-unbalanced-parenthesis-in-selectexpr").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .selectExpr("CAST(value AS STRING AS reading", "timestamp") // expect: SS044 "It throws a ParseException when selectExpr(..) builds its Dataset" "Fix the SQL at the marked position"
                .writeStream()
                .format("console")
                .start();
    }
}
