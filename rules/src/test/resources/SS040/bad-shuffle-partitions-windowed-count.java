package com.acme.web;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.SparkSession;

/** Partitions set in the builder of a windowed count with a fixed checkpoint. */
class PageViewCounts {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-view-counts")
                .config("spark.sql.shuffle.partitions", "8") // expect: SS040 "changing it here later does nothing to that query" "To change it, start the query on a new checkpoint"
                .getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "page-views")
                .option("maxOffsetsPerTrigger", 50000L)
                .load()
                .withWatermark("timestamp", "10 minutes")
                .groupBy(window(col("timestamp"), "5 minutes"))
                .count()
                .writeStream().format("delta").outputMode("append")
                .option("checkpointLocation", "s3a://acme-checkpoints/page-view-counts")
                .toTable("gold.page_view_counts");
        spark.streams().awaitAnyTermination();
    }
}
