package com.acme.ss006.logged;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Logs how many payments it is about to process: count() on a stream is a batch job Spark refuses. */
class PaymentsIngestJob {

    private static final Logger LOG = LoggerFactory.getLogger(PaymentsIngestJob.class);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-ingest").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> payments = spark.readStream()
                .format("rate")
                .option("rowsPerSecond", 10)
                .load()
                .select(col("value").as("paymentId"), col("timestamp").as("paidAt"));

        LOG.info("processing {} payments", payments.count()); // expect: SS006 "Spark throws \"Queries with streaming sources must be executed with writeStream.start()\" at this call" "Run it on each micro-batch inside writeStream().foreachBatch"

        payments.writeStream()
                .format("memory")
                .queryName("payments_raw")
                .start();
    }
}
