package com.acme.ss024.okcountercasttotimestamp;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** The BIGINT is converted to a TIMESTAMP before the watermark. */
class TicksJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ok-counter-cast-to-timestamp").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withColumn("eventTime", col("value").cast("timestamp"))
                .withWatermark("eventTime", "1 minute")
                .groupBy(window(col("eventTime"), "1 minute"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
