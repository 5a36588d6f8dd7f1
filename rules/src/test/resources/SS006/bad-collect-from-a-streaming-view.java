package com.acme.ss006.view;

import java.util.List;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The view is registered from a stream, so the table read from it is a stream too. */
class FraudRulesJob {

    static final String TRANSACTIONS_VIEW = "transactions_live";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("fraud-rules").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS txId", "value % 1000 AS amount", "timestamp")
                .createOrReplaceTempView(TRANSACTIONS_VIEW);

        List<Row> sample = spark.table(TRANSACTIONS_VIEW).limit(5).collectAsList(); // expect: SS006 "Spark throws \"Queries with streaming sources must be executed with writeStream.start()\" at this call" "Run it on each micro-batch inside writeStream().foreachBatch"
        System.out.println("first transactions: " + sample);

        spark.table(TRANSACTIONS_VIEW)
                .writeStream()
                .format("memory")
                .queryName("transactions_copy")
                .start();
    }
}
