package com.acme.ss022.ratemicrobatch;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** rate-micro-batch generates rows per batch: it has no continuous reader. */
class LoadGeneratorJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("load-generator").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate-micro-batch")
                .option("rowsPerBatch", "100")
                .load()
                .writeStream()
                .format("noop")
                .trigger(Trigger.Continuous("1 second")) // expect: SS022 "continuous processing does not support the rate-micro-batch source: Spark rejects it at start()" "Use a micro-batch trigger (Trigger.ProcessingTime(..))"
                .start();
    }
}
