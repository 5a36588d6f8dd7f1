package com.acme.ss001.badglobalaggregateinselectexpr;

import org.apache.spark.sql.SparkSession;

/** Aggregate functions in selectExpr make it an aggregation over the whole stream, as in SQL's SELECT without GROUP BY. */
class TrafficTotalsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-global-aggregate-in-select-expr").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .selectExpr("count(*) AS requests", "approx_count_distinct(value % 100) AS clients") // expect: SS001 "Spark rejects the query at start() with STREAMING_OUTPUT_MODE.UNSUPPORTED_OPERATION" "Write it with outputMode(\"complete\") or outputMode(\"update\")"
                .writeStream()
                .format("console")
                .start();
    }
}
