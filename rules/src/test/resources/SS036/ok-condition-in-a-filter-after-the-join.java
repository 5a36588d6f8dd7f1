package com.acme.ss036.filter;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The range is in a where(..) right after the join, which the optimizer pushes into the join's condition. */
class AdAttribution {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ad-attribution").getOrCreate();
        Dataset<Row> impressions = spark.readStream().format("rate").load()
                .select(col("value").as("impressionAdId"), col("timestamp").as("impressionTime"))
                .withWatermark("impressionTime", "2 hours");
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .select(col("value").as("clickAdId"), col("timestamp").as("clickTime"))
                .withWatermark("clickTime", "3 hours");

        impressions.join(clicks, col("clickAdId").equalTo(col("impressionAdId")))
                .where(col("clickTime").between(col("impressionTime"), col("impressionTime").plus(expr("INTERVAL 1 HOUR"))))
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
