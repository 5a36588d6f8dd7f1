package com.acme.ss013.cross;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Pairs every sensor reading with every calibration event. Spark starts the query, then fails its first
 * micro-batch: a stream-stream join needs an equality between the two streams.
 */
class SensorCalibrationJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-calibration").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> readings = spark.readStream().format("rate").load()
                .select(col("value").as("reading"), col("timestamp").as("readAt"));
        Dataset<Row> calibrations = spark.readStream().format("rate").load()
                .select(col("value").as("offset"), col("timestamp").as("calibratedAt"));

        Dataset<Row> pairs = readings.crossJoin(calibrations); // expect: SS013 "starts, then fails its first micro-batch" "Use join(other, col(\"<left key>\").equalTo(col(\"<right key>\")))"

        pairs.writeStream()
                .format("console")
                .start();
    }
}
