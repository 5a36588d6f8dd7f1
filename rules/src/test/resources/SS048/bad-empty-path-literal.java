package com.acme.ss048.literal;

import org.apache.spark.sql.SparkSession;

/** The landing directory was left for later: load("") fails before the query is even defined. */
class ReturnsIngest {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("returns-ingest").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("json")
                .schema("returnId STRING, orderId STRING, at TIMESTAMP")
                .option("maxFilesPerTrigger", 20)
                .load("") // expect: SS048 "Spark rejects it at load()" "Give the directory the stream reads"
                .writeStream()
                .format("console")
                .start();
    }
}
