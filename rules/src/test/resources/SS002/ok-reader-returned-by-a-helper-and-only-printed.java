package com.acme.ss002.peekhelper;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A helper's Kafka Dataset that its only caller prints the schema of: no query runs it. The rate query runs. */
class PaymentsSchemaPeek {

    static Dataset<Row> payments(SparkSession spark) {
        return spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "payments")
                .load();
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-peek").getOrCreate();
        Dataset<Row> peek = payments(spark);
        peek.printSchema();
        spark.readStream().format("rate").load()
                .writeStream().format("console").start().awaitTermination();
    }
}
