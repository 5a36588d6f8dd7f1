package com.acme.ss025.xml;

import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

/** XML invoices (a built-in source since Spark 4.0): rowTag says where records are, not what they hold. */
class InvoiceFeedJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("invoice-feed").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("landing/invoices"));
        spark.readStream()
                .format("xml") // expect: SS025 "has no schema: Spark rejects it at load()" "Add .schema(<StructType or DDL string>) to the reader", SS042 "its first micro-batch reads every file already in landing/invoices" "Add .option(\"maxFilesPerTrigger\", \"<files per batch>\") to this reader"
                .option("rowTag", "invoice")
                .load("landing/invoices")
                .writeStream()
                .format("console")
                .start();
    }
}
