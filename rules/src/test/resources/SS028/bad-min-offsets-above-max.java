package com.acme.ss028.minmax;

import org.apache.spark.sql.SparkSession;

/** Batch sizing constants drifted apart: the minimum per batch is now above the cap. */
class MeteringAggregationJob {

    static final class Sizing {
        static final long MAX_RECORDS_PER_BATCH = 20_000L;
        static final long MIN_RECORDS_PER_BATCH = 100_000L;
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("metering-aggregation").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "metering")
                .option("maxOffsetsPerTrigger", Sizing.MAX_RECORDS_PER_BATCH)
                .option("minOffsetsPerTrigger", Sizing.MIN_RECORDS_PER_BATCH) // expect: SS028 "Spark rejects it at load()" "Lower minOffsetsPerTrigger or raise maxOffsetsPerTrigger"
                .option("maxTriggerDelay", "5m")
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
