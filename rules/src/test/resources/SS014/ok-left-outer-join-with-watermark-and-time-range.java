package com.acme.ss014.guide;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The programming guide's left outer join: watermarks on both streams and a one-hour range in SQL text. */
class ImpressionClickOuterJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("impression-click-outer").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> impressions = spark.readStream().format("rate").load()
                .select(col("value").as("impressionAdId"), col("timestamp").as("impressionTime"));
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .select(col("value").as("clickAdId"), col("timestamp").as("clickTime"));

        Dataset<Row> impressionsWithWatermark = impressions.withWatermark("impressionTime", "2 hours");
        Dataset<Row> clicksWithWatermark = clicks.withWatermark("clickTime", "3 hours");

        impressionsWithWatermark.join(
                        clicksWithWatermark,
                        expr("clickAdId = impressionAdId AND "
                                + "clickTime >= impressionTime AND "
                                + "clickTime <= impressionTime + interval 1 hour "),
                        "leftOuter")
                .writeStream()
                .format("noop")
                .start();
    }
}
