package com.acme.ss022.foreachbatch;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** foreachBatch needs micro-batches: a continuous trigger is rejected at start(). */
class LowLatencyMirrorJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("low-latency-mirror").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .option("numPartitions", "1")
                .load()
                .writeStream()
                .trigger(Trigger.Continuous("1 second")) // expect: SS022 "continuous processing does not support foreachBatch: Spark rejects it at start()" "Use a micro-batch trigger (Trigger.ProcessingTime(..))"
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().mode("append").json("out/low-latency-mirror")) // expect: SS038 "they are written twice" "write each batch to its own directory keyed by"
                .start();
    }
}
