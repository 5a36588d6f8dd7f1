package com.acme.ss034.append;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.SparkSession;

/** In append mode the missing watermark is an error (SS001), reported once, not also as unbounded state. */
class ClickWindows {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-windows").getOrCreate();
        spark.readStream().format("rate").load()
                .groupBy(window(col("timestamp"), "1 minute")) // expect: SS001
                .count()
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
