package com.acme.ss038.wrappedkeyed;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A wrapper adds error handling; the function it wraps writes each batch to a path of its own batch id. */
class AuditExport {

    private static VoidFunction2<Dataset<Row>, Long> logFailures(VoidFunction2<Dataset<Row>, Long> work) {
        return (batch, batchId) -> {
            try {
                work.call(batch, batchId);
            } catch (RuntimeException e) {
                System.err.println("batch " + batchId + " failed: " + e);
                throw e;
            }
        };
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("audit-export").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/audit-export")
                .foreachBatch(logFailures((batch, batchId) ->
                        batch.write().mode("overwrite").parquet("/lake/audit/batch=" + batchId)))
                .start();
        spark.streams().awaitAnyTermination();
    }
}
