package com.acme.ss038.persist;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The micro-batch is persisted before its two idempotent writes and unpersisted after. */
class FanOut {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("fan-out").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/fan-out")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> {
                    batch.persist();
                    batch.write().format("delta").option("txnAppId", "fan-out-a").option("txnVersion", batchId)
                            .mode("append").save("/lake/a");
                    batch.write().format("delta").option("txnAppId", "fan-out-b").option("txnVersion", batchId)
                            .mode("append").save("/lake/b");
                    batch.unpersist();
                })
                .start();
    }
}
