package com.acme.ss036.nowm;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Impressions joined with clicks by ad id, with no watermark: both streams are buffered for ever. */
class AdAttribution {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ad-attribution").getOrCreate();
        Dataset<Row> impressions = spark.readStream().format("rate").load()
                .select(col("value").as("impressionAdId"), col("timestamp").as("impressionTime"));
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .select(col("value").as("clickAdId"), col("timestamp").as("clickTime"));

        impressions.join(clicks, col("impressionAdId").equalTo(col("clickAdId"))) // expect: SS036 "keeps every row of both inputs in the state for ever" "Add withWatermark(..) to both inputs"
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
