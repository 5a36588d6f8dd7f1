package com.acme.ss046.tempdir;

import java.nio.file.Files;

import org.apache.spark.sql.SparkSession;

/** A fresh temporary directory as the checkpoint: it is new on every start, and gone after a reboot. */
class ClickSessions {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-sessions").getOrCreate();
        String checkpoint = Files.createTempDirectory("click-sessions").toString();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "clicks")
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .writeStream()
                .format("delta")
                .option("checkpointLocation", checkpoint) // expect: SS046 "each start finds an empty checkpoint, so the query starts over" "Use a path that stays the same across runs, one per query"
                .toTable("analytics.click_sessions")
                .awaitTermination();
    }
}
