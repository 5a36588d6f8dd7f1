package com.acme.ss001.badglobalaggregateinselectofexpr;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.expr;

/** select(expr("max(..)")) aggregates like selectExpr: Spark's function registry knows max_by as an aggregate. */
class LatestReadingJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-global-aggregate-in-select-of-expr").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(expr("max_by(value, timestamp) AS latest")) // expect: SS001 "Spark rejects the query at start() with STREAMING_OUTPUT_MODE.UNSUPPORTED_OPERATION" "Write it with outputMode(\"complete\") or outputMode(\"update\")"
                .writeStream()
                .format("console")
                .start();
    }
}
