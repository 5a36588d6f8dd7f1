package com.acme.ss018.misspelled;

import org.apache.spark.sql.SparkSession;

/** "query_name" is not the option Spark reads: the query has no name. */
class ClickPreviewJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-preview").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS clickId")
                .writeStream()
                .format("memory")
                .option("query_name", "click_preview")
                .start(); // expect: SS018 "has no query name: Spark rejects it at start()" "Add .queryName(\"<name>\") to the writeStream() chain"
    }
}
