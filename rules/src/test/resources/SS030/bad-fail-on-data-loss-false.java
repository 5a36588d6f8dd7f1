package com.acme.ss030.dataloss;

import org.apache.spark.sql.SparkSession;

/** failOnDataLoss=false to "get past" an OffsetOutOfRange failure: records deleted by retention are skipped. */
class BillingEvents {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("billing-events").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "billing")
                .option("failOnDataLoss", "false") // expect: SS030 "Spark skips them and only logs a warning, so records are lost without failing the query" "Remove the option (true is the default)"
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream().format("console").start();
    }
}
