package com.acme.ss022.watermark;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** A watermark is an operator of its own, which continuous processing rejects. */
class SensorRelayJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-relay").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> readings(SparkSession spark) {
        return spark.readStream()
                .format("rate")
                .option("numPartitions", "1")
                .load()
                .withWatermark("timestamp", "30 seconds");
    }

    static void run(SparkSession spark) throws Exception {
        readings(spark)
                .selectExpr("value AS reading", "timestamp")
                .writeStream()
                .format("noop")
                .trigger(Trigger.Continuous("1 second")) // expect: SS022 "continuous processing does not support withWatermark(\"timestamp\", \"30 seconds\"): Spark rejects it at start()" "Use a micro-batch trigger (Trigger.ProcessingTime(..))"
                .start();
    }
}
