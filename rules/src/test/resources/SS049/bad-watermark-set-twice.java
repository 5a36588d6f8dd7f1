package com.acme.ss049.twice;

import org.apache.spark.sql.SparkSession;

/** A helper sets the watermark, and the job sets it again before deduplicating. */
class OrderEvents {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "10 seconds")
                .withWatermark("timestamp", "20 seconds") // expect: SS049 "Spark fails the query within its first micro-batches" "Keep one withWatermark per input"
                .dropDuplicates("value", "timestamp")
                .writeStream()
                .format("memory")
                .queryName("order_events")
                .start();
    }
}
