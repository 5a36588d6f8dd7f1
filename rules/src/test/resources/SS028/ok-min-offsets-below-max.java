package com.acme.ss028.batching;

import org.apache.spark.sql.SparkSession;

/** Batches wait for at least 1 000 new records (up to 2 minutes) and read at most 50 000. */
class BillingEventsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("billing-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "billing")
                .option("minOffsetsPerTrigger", 1000L)
                .option("maxOffsetsPerTrigger", 50000L)
                .option("maxTriggerDelay", "2m")
                .option("minPartitions", 4)
                .option("maxRecordsPerPartition", "25000")
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
