package com.acme.ss023.badsessiongaptypo;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;
import static org.apache.spark.sql.functions.session_window;

/** A session gap Spark cannot read does not fail: the window drops every row (a warning). */
class UserSessionsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-session-gap-typo").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "10 minutes")
                .groupBy(session_window(col("timestamp"), "5 minutez"), col("value")) // expect: SS023 [warning] "the gap is null and every row is dropped, so the query outputs nothing" "Write numbers with units (year(s), month(s), week(s), day(s), hour(s), minute(s), second(s), millisecond(s), microsecond(s)), e.g. \"10 minutes\""
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
