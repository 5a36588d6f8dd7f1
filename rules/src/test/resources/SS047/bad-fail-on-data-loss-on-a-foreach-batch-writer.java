package com.acme.ss047.foreachbatch;

import org.apache.spark.sql.SparkSession;

/** failOnDataLoss belongs to the Kafka source; on the foreachBatch writer it changes nothing. */
class LedgerSync {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ledger-sync").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "ledger")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .option("failOnDataLoss", "false") // expect: SS047 "Spark hands writer options to the sink, which ignores it" "Set it on the readStream() chain of the source, before load()"
                .option("checkpointLocation", "/data/checkpoints/ledger-sync")
                .foreachBatch((batch, batchId) -> batch.write().mode("overwrite").parquet("/data/ledger/batch=" + batchId))
                .start()
                .awaitTermination();
    }
}
