package com.acme.ss046.daily;

import java.time.LocalDate;

import org.apache.spark.sql.SparkSession;

/** The session's checkpoint root carries today's date: the first run of each day starts the query over. */
class ShipmentsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder()
                .appName("shipments")
                .config("spark.sql.streaming.checkpointLocation", "/data/checkpoints/" + LocalDate.now()) // expect: SS046 "each start finds an empty checkpoint, so the query starts over" "Use a path that stays the same across runs, one per query"
                .getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "shipments")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream()
                .format("parquet")
                .queryName("shipments")
                .start("/data/lake/shipments")
                .awaitTermination();
    }
}
