package com.acme.ss001.qualifiedwindow;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** col("r.timestamp") through the Dataset's alias is the watermarked column: Spark appends the windows. */
class AliasedReadingsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("aliased-readings").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> readings = spark.readStream().format("rate").load()
                .withWatermark("timestamp", "1 minute")
                .as("r");
        readings.groupBy(window(col("r.timestamp"), "1 minute"))
                .agg(count("*").as("n"))
                .writeStream()
                .queryName("aliased_readings")
                .outputMode("append")
                .format("console")
                .start();
    }
}
