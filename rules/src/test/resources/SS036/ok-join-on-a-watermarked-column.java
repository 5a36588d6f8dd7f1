package com.acme.ss036.key;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The event time is a join key and is watermarked: both inputs' state is evicted by it. */
class MinuteMatches {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("minute-matches").getOrCreate();
        Dataset<Row> left = spark.readStream().format("rate").load()
                .select(col("value").as("leftId"), col("timestamp").as("minute"))
                .withWatermark("minute", "5 minutes");
        Dataset<Row> right = spark.readStream().format("rate").load()
                .select(col("value").as("rightId"), col("timestamp").as("rightMinute"));

        left.join(right, col("leftId").equalTo(col("rightId")).and(col("minute").equalTo(col("rightMinute"))))
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
