package com.acme.ss028.endingtimestamp;

import org.apache.spark.sql.SparkSession;

/** Spark does not check endingTimestamp on a stream (it ignores it): no error at load(). */
class CampaignWindowJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("campaign-window").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "campaign-events")
                .option("startingTimestamp", "1735689600000")
                .option("endingTimestamp", "1735776000000")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .format("noop")
                .start();
    }
}
