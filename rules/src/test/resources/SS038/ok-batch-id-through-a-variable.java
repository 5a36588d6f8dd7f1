package com.acme.ss038.alias;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The batch id reaches the write through a local variable: the directory is the batch's own. */
class ExportsPerBatch {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("exports").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("exports")
                .option("checkpointLocation", "/chk/exports")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> {
                    String dir = "/exports/batch_id=" + batchId;
                    if (batchId % 100 == 0) {
                        System.out.println("exported " + batchId + " batches");
                    }
                    batch.write().mode("overwrite").json(dir);
                })
                .start();
    }
}
