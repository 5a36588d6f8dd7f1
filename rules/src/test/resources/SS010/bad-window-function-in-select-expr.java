package com.acme.ss010.windowfunctioninselectexpr;

import org.apache.spark.sql.SparkSession;

/** A ranking window function written in SQL text: OVER (..) is a window over the whole stream, which Spark cannot run. */
class ReadingRankJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("reading-rank").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .selectExpr("value", "row_number() OVER (PARTITION BY value % 10 ORDER BY timestamp) AS rank") // expect: SS010 "NON_TIME_WINDOW_NOT_SUPPORTED_IN_STREAMING" "compute it per micro-batch inside foreachBatch"
                .writeStream()
                .format("console")
                .start();
    }
}
