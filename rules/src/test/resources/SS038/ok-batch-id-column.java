package com.acme.ss038.column;

import static org.apache.spark.sql.functions.lit;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Each row carries the batch id: readers deduplicate on it, so a replayed batch is recognised. */
class PaymentsLedger {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payments-ledger").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("payments-ledger")
                .option("checkpointLocation", "/chk/payments-ledger")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.withColumn("batch_id", lit(batchId))
                                .write().format("delta").mode("append").saveAsTable("finance.payments_raw"))
                .start();
    }
}
