package com.acme.ss036.oneside;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A time range, but only the clicks are watermarked: neither input's state can be evicted. */
class AdAttribution {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ad-attribution").getOrCreate();
        Dataset<Row> impressions = spark.readStream().format("rate").load()
                .select(col("value").as("impressionAdId"), col("timestamp").as("impressionTime"));
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .select(col("value").as("clickAdId"), col("timestamp").as("clickTime"))
                .withWatermark("clickTime", "20 minutes");

        impressions.join(clicks, expr( // expect: SS036 "keeps every row of both inputs in the state for ever" "Add withWatermark(..) to the left input"
                        "clickAdId = impressionAdId AND clickTime >= impressionTime "
                                + "AND clickTime <= impressionTime + interval 1 hour"))
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
