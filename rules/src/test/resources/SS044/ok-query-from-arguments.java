package com.acme.ss044.okqueryfromarguments;

import org.apache.spark.sql.SparkSession;


/** The query comes from the command line: the linter cannot read it and stays silent. */
class ConfiguredQueryJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-query-from-arguments").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load().createOrReplaceTempView("events");
        spark.sql(System.getProperty("query", "SELECT * FROM events")).writeStream().format("console").start();
    }
}
