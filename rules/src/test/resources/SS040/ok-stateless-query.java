package com.acme.web;

import org.apache.spark.sql.SparkSession;

/** A stateless landing query. */
class PageViewLanding {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("page-view-landing")
                .config("spark.sql.shuffle.partitions", "8")
                .getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "page-views")
                .option("maxOffsetsPerTrigger", 50000L)
                .load()
                .writeStream().format("delta")
                .option("checkpointLocation", "s3a://acme-checkpoints/page-view-landing")
                .toTable("bronze.page_views");
        spark.streams().awaitAnyTermination();
    }
}
