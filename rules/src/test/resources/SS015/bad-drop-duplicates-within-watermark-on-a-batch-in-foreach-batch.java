package com.acme.ss015.foreachbatch;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Deduplication moved into foreachBatch, where each micro-batch is a batch Dataset: a batch has no watermark, and
 * Spark refuses dropDuplicatesWithinWatermark on it, so the query dies in its first micro-batch.
 */
class InvoiceExportJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("invoice-export").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("timestamp").as("issuedAt"), col("value").mod(300).as("invoiceId"))
                .writeStream()
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (invoices, batchId) -> {
                    long exported = invoices.withWatermark("issuedAt", "1 hour")
                            .dropDuplicatesWithinWatermark("invoiceId") // expect: SS015 "Spark rejects it when the batch runs" "Use dropDuplicates(..) on the batch"
                            .count();
                    System.out.println("batch " + batchId + ": " + exported + " invoices");
                })
                .start();
    }
}
