package com.acme.ss036.onedirection;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Both inputs are watermarked, but the condition only says a click follows its impression: it bounds the clicks'
 * state, and the impressions are kept for ever.
 */
class AdAttribution {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ad-attribution").getOrCreate();
        Dataset<Row> impressions = spark.readStream().format("rate").load()
                .select(col("value").as("impressionAdId"), col("timestamp").as("impressionTime"))
                .withWatermark("impressionTime", "2 hours");
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .select(col("value").as("clickAdId"), col("timestamp").as("clickTime"))
                .withWatermark("clickTime", "3 hours");

        impressions.join(clicks, // expect: SS036 "keeps every row of the left input in the state for ever" "Bound the time between 'impressionTime' and 'clickTime' in both directions in the condition"
                        col("clickAdId").equalTo(col("impressionAdId"))
                                .and(col("clickTime").geq(col("impressionTime"))))
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
