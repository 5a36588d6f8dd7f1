package com.acme.ss023.badmonthlywindow;

import org.apache.spark.sql.SparkSession;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** Time windows cannot be a month long. */
class MonthlyTotalsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-monthly-window").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "1 day")
                .groupBy(window(col("timestamp"), "1 month")) // expect: SS023 "Spark rejects it (\"Intervals greater than a month is not supported\") before the query starts" "Write numbers with units (year(s), month(s), week(s), day(s), hour(s), minute(s), second(s), millisecond(s), microsecond(s)), e.g. \"10 minutes\""
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
