package com.acme.ss019.console;

import org.apache.spark.sql.SparkSession;

/** The console sink ignores partitionBy: Spark runs the query, the call has no effect (a warning). */
class PageViewsTailJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-views-tail").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS viewId", "value % 5 AS page")
                .writeStream()
                .format("console")
                .partitionBy("page") // expect: SS019 [warning] "has no effect: Spark never passes the columns to this sink" "Remove it"
                .start();
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .format("noop")
                .partitionBy("value") // expect: SS019 [warning] "has no effect: Spark never passes the columns to this sink" "Remove it"
                .start();
    }
}
