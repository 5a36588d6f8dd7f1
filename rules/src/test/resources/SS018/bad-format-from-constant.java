package com.acme.ss018.constant;

import org.apache.spark.sql.SparkSession;

/** The sink comes from a constants class; the memory sink still needs a name. */
class PaymentsPreviewJob {

    static final class Sinks {
        static final String PREVIEW = "memory";
        static final String AUDIT = "console";
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-preview").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS paymentId", "timestamp AS paidAt")
                .writeStream()
                .format(Sinks.PREVIEW)
                .start(); // expect: SS018 "has no query name: Spark rejects it at start()" "Add .queryName(\"<name>\") to the writeStream() chain"
    }
}
