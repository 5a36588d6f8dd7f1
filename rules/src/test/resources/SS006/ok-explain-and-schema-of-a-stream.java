package com.acme.ss006.explain;

import static org.apache.spark.sql.functions.col;

import java.util.Arrays;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** explain(), printSchema(), schema() and isStreaming() only look at the plan: allowed on a stream. */
class MeterReadingsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("meter-readings").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> readings = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(50).as("meterId"), col("timestamp").as("readAt"));

        readings.printSchema();
        readings.explain();
        System.out.println("columns " + Arrays.toString(readings.columns()) + ", streaming " + readings.isStreaming()
                + ", schema " + readings.schema().simpleString());

        readings.writeStream()
                .format("noop")
                .start();
    }
}
