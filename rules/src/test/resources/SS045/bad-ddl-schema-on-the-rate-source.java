package com.acme.ss045.rate;

import org.apache.spark.sql.SparkSession;

/** A load generator given the schema of the events it stands in for: the rate source has its own. */
class LoadTestEventsJob {

    static final String EVENT_SCHEMA = "eventTime TIMESTAMP, userId BIGINT";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("load-test-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .schema(EVENT_SCHEMA) // expect: SS045 "Spark rejects .schema(..) at load()" "Remove .schema(..) and derive your columns with select/selectExpr"
                .option("rowsPerSecond", 1000)
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
