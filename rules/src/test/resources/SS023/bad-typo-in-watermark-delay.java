package com.acme.ss023.badtypoinwatermarkdelay;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** minutez is no unit. */
class ClickCountsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-typo-in-watermark-delay").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "10 minutez") // expect: SS023 "It throws at this call, before the query starts" "Write numbers with units (year(s), month(s), week(s), day(s), hour(s), minute(s), second(s), millisecond(s), microsecond(s)), e.g. \"10 minutes\""
                .groupBy(window(col("timestamp"), "5 minutes"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
