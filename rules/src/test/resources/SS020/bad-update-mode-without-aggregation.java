package com.acme.ss020.update;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.OutputMode;

/** Even without an aggregation, file sinks accept append mode only. */
class DeviceEventsJob {
    static final String OUTPUT = "out/device-events";
    static final String CHECKPOINT = "checkpoints/device-events";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS eventId", "value % 100 AS device")
                .writeStream()
                .format("json")
                .outputMode(OutputMode.Update()) // expect: SS020 "file sinks only append: Spark rejects it at start()" "Write in append mode (an aggregation then needs a watermark), or use foreachBatch"
                .option("checkpointLocation", CHECKPOINT)
                .start(OUTPUT);
    }
}
