package com.acme.ss048.glob;

import org.apache.spark.sql.SparkSession;

/** A glob names the files to read; it need not exist yet, and it is not blank. */
class InvoicesTail {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("invoices-tail").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("json")
                .schema("invoiceId STRING, amount DOUBLE")
                .option("maxFilesPerTrigger", 10)
                .load("landing/invoices-*/*.json")
                .writeStream()
                .format("console")
                .start();
    }
}
