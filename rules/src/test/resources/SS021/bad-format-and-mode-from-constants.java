package com.acme.ss021.constants;

import static org.apache.spark.sql.functions.max;

import org.apache.spark.sql.SparkSession;

/** The lake's conventions live in constants; the mode constant does not fit the format. */
class DeviceStatusJob {

    static final class Lake {
        static final String FORMAT = "delta";
        static final String ROOT = "out/lake/";
        static final String CHECKPOINTS = "checkpoints/lake/";
    }

    static final String MODE = "update";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-status").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 16 AS device", "value AS reading")
                .groupBy("device")
                .agg(max("reading").alias("latestReading"))
                .writeStream()
                .format(Lake.FORMAT)
                .outputMode(MODE) // expect: SS021 "it rejects the query at start() with DELTA_UNSUPPORTED_OUTPUT_MODE" "write with foreachBatch and MERGE each batch into the table"
                .option("checkpointLocation", Lake.CHECKPOINTS + "device-status")
                .start(Lake.ROOT + "device-status");
    }
}
