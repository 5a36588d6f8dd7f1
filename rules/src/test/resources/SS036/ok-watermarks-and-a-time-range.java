package com.acme.ss036.range;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The programming guide's pattern: watermarks on both inputs and a range bounding each by the other. */
class AdAttribution {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ad-attribution").getOrCreate();
        Dataset<Row> impressions = spark.readStream().format("rate").load()
                .select(col("value").as("impressionAdId"), col("timestamp").as("impressionTime"))
                .withWatermark("impressionTime", "2 hours");
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .select(col("value").as("clickAdId"), col("timestamp").as("clickTime"))
                .withWatermark("clickTime", "3 hours");

        impressions.join(clicks, expr("clickAdId = impressionAdId AND clickTime >= impressionTime "
                        + "AND clickTime <= impressionTime + interval 1 hour"))
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
