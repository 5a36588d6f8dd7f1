package com.acme.ss013.update;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/** Ad impressions joined with their clicks, written in update mode: stream-stream joins run in append mode only. */
class ImpressionClicksJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("impression-clicks").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> impressions = spark.readStream().format("rate").option("rowsPerSecond", 10).load()
                .select(col("value").as("impressionAdId"), col("timestamp").as("impressionTime"))
                .withWatermark("impressionTime", "2 hours");
        Dataset<Row> clicks = spark.readStream().format("rate").option("rowsPerSecond", 2).load()
                .select(col("value").as("clickAdId"), col("timestamp").as("clickTime"))
                .withWatermark("clickTime", "3 hours");

        impressions
                .join(clicks, expr("clickAdId = impressionAdId AND clickTime >= impressionTime "
                        + "AND clickTime <= impressionTime + interval 1 hour"))
                .writeStream()
                .outputMode(OutputMode.Update()) // expect: SS013 "allows append mode only and rejects it at start()" "Write with outputMode(\"append\"), or aggregate the joined rows in foreachBatch"
                .format("console")
                .start();
    }
}
