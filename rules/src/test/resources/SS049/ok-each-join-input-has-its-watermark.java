package com.acme.ss049.join;

import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Two inputs of a stream-stream join, each with its own watermark: neither is downstream of the other. */
class ImpressionClicks {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("impression-clicks").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> impressions = spark.readStream().format("rate").load()
                .selectExpr("value AS impressionId", "timestamp AS impressionTime")
                .withWatermark("impressionTime", "10 seconds");
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .selectExpr("value AS clickId", "timestamp AS clickTime")
                .withWatermark("clickTime", "20 seconds");
        impressions.join(clicks, expr("clickId = impressionId AND clickTime >= impressionTime "
                        + "AND clickTime <= impressionTime + interval 1 minute"))
                .writeStream()
                .format("memory")
                .queryName("impression_clicks")
                .start();
    }
}
