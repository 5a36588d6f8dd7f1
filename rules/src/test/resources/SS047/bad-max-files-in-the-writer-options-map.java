package com.acme.ss047.map;

import java.util.HashMap;
import java.util.Map;

import org.apache.spark.sql.SparkSession;

/** One options map for both sides: the file source's limit is applied to the writer, where Delta ignores it. */
class InvoicesBronze {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("invoices-bronze").getOrCreate();
        Map<String, String> writerOptions = new HashMap<>();
        writerOptions.put("checkpointLocation", "/data/checkpoints/invoices-bronze");
        writerOptions.put("maxFilesPerTrigger", "20"); // expect: SS047 "Spark hands writer options to the sink, which ignores it" "Set it on the readStream() chain of the source, before load()"
        spark.readStream()
                .format("json") // expect: SS042 "its first micro-batch reads every file already in /data/landing/invoices" "Add .option(\"maxFilesPerTrigger\", \"<files per batch>\") to this reader"
                .schema("invoiceId STRING, amount DOUBLE, issuedAt TIMESTAMP")
                .load("/data/landing/invoices")
                .writeStream()
                .format("delta")
                .options(writerOptions)
                .start("/data/lake/invoices_bronze")
                .awaitTermination();
    }
}
