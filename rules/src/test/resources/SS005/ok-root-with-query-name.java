package com.acme.clicks;

import org.apache.spark.sql.SparkSession;

/** The session root plus the query name: the same checkpoint on every run. */
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
                .writeStream().format("delta").queryName("clicks-landing")
                .toTable("raw.clicks");
        spark.streams().awaitAnyTermination();
    }
}
