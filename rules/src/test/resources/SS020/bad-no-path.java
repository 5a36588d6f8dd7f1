package com.acme.ss020.nopath;

import java.util.HashMap;
import java.util.Map;

import org.apache.spark.sql.SparkSession;

/** The options carry the checkpoint but no path; start() is called without one. */
class TransactionsCsvJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("transactions-csv").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Map<String, String> writerOptions() {
        Map<String, String> options = new HashMap<>();
        options.put("checkpointLocation", "checkpoints/transactions-csv");
        options.put("header", "true");
        return options;
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS txId", "value % 1000 AS amount")
                .writeStream()
                .format("csv")
                .options(writerOptions())
                .start(); // expect: SS020 "gives no path: Spark rejects it at start()" "Pass the output directory to start(\"<path>\")"
    }
}
