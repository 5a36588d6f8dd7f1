package com.acme.ss038.txn;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A helper receives the batch id and makes it the Delta transaction version. */
class ShipmentsToLake {

    static void append(Dataset<Row> rows, long version) {
        rows.write().format("delta")
                .option("txnAppId", "shipments-to-lake")
                .option("txnVersion", version)
                .mode("append")
                .save("/lake/shipments");
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipments-to-lake").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("shipments-to-lake")
                .option("checkpointLocation", "/chk/shipments-to-lake")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> {
                    System.out.println("batch " + batchId);
                    append(batch, batchId);
                })
                .start();
    }
}
