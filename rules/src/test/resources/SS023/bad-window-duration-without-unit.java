package com.acme.ss023.badwindowdurationwithoutunit;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** A number without a unit: Spark does not assume seconds. */
class SensorAveragesJob {
    static final String WINDOW = "30"; // expect: SS023 "It throws at this call, before the query starts" "Write numbers with units (year(s), month(s), week(s), day(s), hour(s), minute(s), second(s), millisecond(s), microsecond(s)), e.g. \"10 minutes\""

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-window-duration-without-unit").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "1 minute")
                .groupBy(window(col("timestamp"), WINDOW))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
