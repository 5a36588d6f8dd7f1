package com.acme.ss046.clock;

import org.apache.spark.sql.SparkSession;

/** The run's start time names the checkpoint directory: the file source re-reads every file on each run. */
class InvoiceIngest {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("invoice-ingest").getOrCreate();
        long startedAt = System.currentTimeMillis();
        String checkpointDir = "hdfs:///checkpoints/invoices/" + startedAt;
        spark.readStream()
                .format("json")
                .schema("invoiceId STRING, amount DOUBLE, issuedAt TIMESTAMP")
                .option("maxFilesPerTrigger", 50)
                .load("hdfs:///landing/invoices")
                .writeStream()
                .format("delta")
                .option("checkpointLocation", checkpointDir) // expect: SS046 "each start finds an empty checkpoint, so the query starts over" "Use a path that stays the same across runs, one per query"
                .start("hdfs:///lake/invoices")
                .awaitTermination();
    }
}
