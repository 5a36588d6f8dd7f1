package com.acme.clicks;

import org.apache.spark.sql.SparkSession;

/** The checkpoint root is set for the session, but the query has no name: a new UUID directory every run. */
class ClickLanding {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-landing")
                .config("spark.sql.streaming.checkpointLocation", "hdfs:///checkpoints/click-landing")
                .getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "clicks")
                .option("maxOffsetsPerTrigger", 50000L)
                .load()
                .writeStream().format("delta")
                .toTable("raw.clicks"); // expect: SS005 "checkpoints it in hdfs:///checkpoints/click-landing/<random UUID>, a new directory on every run: a restart recovers no offsets and no state" "Add .queryName(\"<stable name>\") to the writeStream() chain (the checkpoint becomes hdfs:///checkpoints/click-landing/<name>)"
        spark.streams().awaitAnyTermination();
    }
}
