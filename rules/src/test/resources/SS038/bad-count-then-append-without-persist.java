package com.acme.ss038.count;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** count() for a log line, then a JSON append: two passes over the batch, and the append is replayed on retry. */
class SessionExport {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("session-export").getOrCreate();
        Dataset<Row> sessions = spark.readStream().format("rate").load();
        sessions.writeStream()
                .option("checkpointLocation", "/chk/session-export")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> { // expect: SS038 "each action recomputes the micro-batch" ".persist() before the first action"
                    long rows = batch.count();
                    System.out.println("batch " + batchId + ": " + rows + " rows");
                    batch.write().mode("append").json("/exports/sessions"); // expect: SS038 "they are written twice" "write each batch to its own directory keyed by"
                })
                .start();
    }
}
