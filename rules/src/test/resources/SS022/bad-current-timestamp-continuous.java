package com.acme.ss022.now;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.current_timestamp;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** Stamping rows with the processing time is not supported in continuous mode. */
class StampedEventsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("stamped-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .option("numPartitions", "1")
                .load()
                .withColumn("processedAt", current_timestamp())
                .filter(col("value").geq(0))
                .writeStream()
                .format("console")
                .trigger(Trigger.Continuous("500 milliseconds")) // expect: SS022 "continuous processing does not support current_timestamp() in withColumn(\"processedAt\", current_timestamp()): Spark rejects it at start()" "Use a micro-batch trigger (Trigger.ProcessingTime(..))"
                .start();
    }
}
