package com.acme.ads;

import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The multiple-watermark policy chosen for a stream-stream join. */
class AdAttribution {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ad-attribution")
                .config("spark.sql.streaming.multipleWatermarkPolicy", "max") // expect: SS040 "changing it here later does nothing to that query" "To change it, start the query on a new checkpoint"
                .getOrCreate();
        Dataset<Row> impressions = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-ads:9092")
                .option("subscribe", "impressions")
                .option("maxOffsetsPerTrigger", 100000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS adId", "timestamp AS impressionTime")
                .withWatermark("impressionTime", "2 hours");
        Dataset<Row> clicks = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-ads:9092")
                .option("subscribe", "clicks")
                .option("maxOffsetsPerTrigger", 100000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS clickAdId", "timestamp AS clickTime")
                .withWatermark("clickTime", "3 hours");
        impressions.join(clicks, expr("clickAdId = adId AND clickTime >= impressionTime AND "
                        + "clickTime <= impressionTime + interval 1 hour"))
                .writeStream().format("delta")
                .option("checkpointLocation", "s3a://acme-ads/checkpoints/attribution")
                .toTable("gold.ad_attribution");
        spark.streams().awaitAnyTermination();
    }
}
