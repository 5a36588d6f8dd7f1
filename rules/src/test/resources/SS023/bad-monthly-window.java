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
                .groupBy(window(col("timestamp"), "1 month")) // expect: SS023
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
