package com.acme.ss038.txn;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** txnAppId + txnVersion = batchId: Delta skips a batch it has already committed. */
class EventsToDelta {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("events-to-delta").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/events")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().format("delta")
                                .option("txnAppId", "events-to-delta")
                                .option("txnVersion", batchId)
                                .mode("append")
                                .save("/lake/events"))
                .start();
    }
}
