package com.acme.ss013.append;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/**
 * Impressions joined with clicks on the ad id within an hour, in append mode. The join has no condition of its
 * own: the key equality and the range are in a filter after it, which the optimizer moves into the join.
 */
class AttributionJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("attribution").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> impressions = spark.readStream().format("rate").load()
                .select(col("value").as("impressionAdId"), col("timestamp").as("impressionTime"))
                .withWatermark("impressionTime", "2 hours");
        Dataset<Row> clicks = spark.readStream().format("rate").load()
                .select(col("value").as("clickAdId"), col("timestamp").as("clickTime"))
                .withWatermark("clickTime", "3 hours");

        impressions.join(clicks)
                .where(col("clickAdId").equalTo(col("impressionAdId"))
                        .and(col("clickTime").between(col("impressionTime"),
                                col("impressionTime").plus(expr("INTERVAL 1 HOUR")))))
                .writeStream()
                .outputMode(OutputMode.Append())
                .format("noop")
                .start();
    }
}
