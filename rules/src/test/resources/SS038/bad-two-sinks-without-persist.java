package com.acme.ss038.fanout;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Two idempotent Delta writes of one micro-batch, without persist: the batch is computed twice. */
class FanOut {

    static void write(Dataset<Row> batch, long batchId) {
        batch.write().format("delta").option("txnAppId", "fan-out-a").option("txnVersion", batchId)
                .mode("append").save("/lake/a");
        batch.filter("value % 2 = 0").write().format("delta").option("txnAppId", "fan-out-b")
                .option("txnVersion", batchId).mode("append").save("/lake/b");
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("fan-out").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/fan-out")
                .foreachBatch((batch, batchId) -> write(batch, batchId)) // expect: SS038 "each action recomputes the micro-batch" ".persist() before the first action"
                .start();
    }
}
