package com.acme.ss008.sessionappend;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.session_window;

import org.apache.spark.sql.SparkSession;

/** Sessions emitted once the watermark closes them: append mode (the default) supports session windows. */
class ReadingSessionsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("reading-sessions").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withColumn("reader", col("value").mod(3))
                .withWatermark("timestamp", "10 seconds")
                .groupBy(session_window(col("timestamp"), "5 seconds"), col("reader"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
