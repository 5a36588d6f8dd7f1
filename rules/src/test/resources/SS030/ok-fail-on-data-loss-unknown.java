package com.acme.ss030.unknown;

import org.apache.spark.sql.SparkSession;

/** failOnDataLoss from the command line: the linter cannot see the value. */
class BillingEvents {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("billing-events").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "billing")
                .option("failOnDataLoss", args[0])
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream().format("console").start();
    }
}
