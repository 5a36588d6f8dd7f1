package com.acme.ss020.windowed;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.SparkSession;

/** Append mode with a watermark: each window is written once, when it is final. */
class HourlyVisitsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("hourly-visits").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .withWatermark("timestamp", "10 minutes")
                .groupBy(window(col("timestamp"), "1 hour"))
                .count()
                .writeStream()
                .format("orc")
                .outputMode("append")
                .option("checkpointLocation", "checkpoints/hourly-visits")
                .start("out/hourly-visits");
    }
}
