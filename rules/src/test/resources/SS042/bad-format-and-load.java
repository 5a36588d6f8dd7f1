package com.acme.ss042.load;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** format(..).load(path): the finding is on format(..), where the reader is configured. */
class InvoiceImport {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("invoice-import").getOrCreate();
        StructType schema = new StructType().add("invoice", "string").add("amount", "double");
        spark.readStream()
                .format("csv") // expect: SS042 "its first micro-batch reads every file already in /incoming/invoices" "Add .option(\"maxFilesPerTrigger\", \"<files per batch>\") to this reader"
                .schema(schema)
                .option("header", "true")
                .option("latestFirst", "true")
                .load("/incoming/invoices")
                .writeStream().format("console").start();
    }
}
