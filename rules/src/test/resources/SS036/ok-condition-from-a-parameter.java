package com.acme.ss036.param;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.expr;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The condition comes from the command line: it may hold the time range. */
class ConfigurableJoin {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("configurable-join").getOrCreate();
        Dataset<Row> left = spark.readStream().format("rate").load()
                .select(col("value").as("leftId"), col("timestamp").as("leftTime"))
                .withWatermark("leftTime", "1 hour");
        Dataset<Row> right = spark.readStream().format("rate").load()
                .select(col("value").as("rightId"), col("timestamp").as("rightTime"))
                .withWatermark("rightTime", "1 hour");
        left.join(right, expr(args[0]))
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
