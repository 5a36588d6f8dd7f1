package com.acme.ss009.typo;

import org.apache.spark.sql.SparkSession;

/** A typo: "updates" is not a mode. */
class PageHitCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-hit-counts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 10 AS page")
                .groupBy("page")
                .count()
                .writeStream()
                .outputMode("updates") // expect: SS009 "is not an output mode: Spark throws STREAMING_OUTPUT_MODE.INVALID at this call" "Did you mean \"update\"? Use \"append\", \"update\" or \"complete\""
                .format("console")
                .start();
    }
}
