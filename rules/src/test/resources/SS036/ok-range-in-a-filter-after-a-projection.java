package com.acme.ss036.filterafterselect;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The range is applied after a projection of the joined rows: the optimizer still pushes it into the join. */
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
                .select("impressionAdId", "impressionTime", "clickTime")
                .filter(expr("clickTime BETWEEN impressionTime AND impressionTime + INTERVAL 1 HOUR"))
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
