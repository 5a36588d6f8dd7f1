package com.acme.ss002.perrun;

import java.util.UUID;

import org.apache.spark.sql.SparkSession;

/**
 * A live tail of the clicks topic from its latest offsets, on a checkpoint that is new on every run: each start
 * begins at the end of the topic, so no micro-batch ever meets a backlog (SS046 says what the checkpoint costs).
 */
class ClickTailJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-tail").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker:9092")
                .option("subscribe", "clicks")
                .load()
                .writeStream()
                .queryName("click_tail")
                .format("parquet")
                .option("checkpointLocation", "/chk/click-tail-" + UUID.randomUUID()) // expect: SS046
                .start("/lake/click-tail")
                .awaitTermination();
    }
}
