package com.acme.ss028.endtimestamp;

import org.apache.spark.sql.SparkSession;

/** A replay window with an end: a stream cannot have one. */
class IncidentReplayJob {

    private static final String REPLAY_START = "{\"alerts\":{\"0\":1735689600000}}";
    private static final String REPLAY_END = "{\"alerts\":{\"0\":1735776000000}}";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("incident-replay").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("subscribe", "alerts")
                .option("startingOffsetsByTimestamp", REPLAY_START)
                .option("endingOffsetsByTimestamp", REPLAY_END) // expect: SS028 "Spark rejects it at load()" "Remove it; to process what is there and stop, run the query with Trigger.AvailableNow()"
                .option("maxOffsetsPerTrigger", 1000L)
                .load()
                .writeStream()
                .format("console")
                .start();
    }
}
