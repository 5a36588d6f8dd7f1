package com.acme.ss022.aggregation;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** Counting needs state across rows, which continuous processing does not keep. */
class ContinuousCountsJob {
    static final Trigger LOW_LATENCY = Trigger.Continuous(1000);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("continuous-counts").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .option("numPartitions", "1")
                .load()
                .selectExpr("value % 3 AS kind")
                .groupBy("kind")
                .count()
                .writeStream()
                .outputMode("complete")
                .format("memory")
                .queryName("continuous_counts")
                .trigger(LOW_LATENCY) // expect: SS022 "continuous processing does not support groupBy(\"kind\"): Spark rejects it at start()" "Use a micro-batch trigger (Trigger.ProcessingTime(..))"
                .start();
    }
}
