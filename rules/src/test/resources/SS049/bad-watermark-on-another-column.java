package com.acme.ss049.othercolumn;

import static org.apache.spark.sql.functions.current_timestamp;

import org.apache.spark.sql.SparkSession;

/** The source's event time has a watermark; a processing-time column gets one too, downstream: rejected as well. */
class ClickDedup {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-dedup").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "10 seconds")
                .withColumn("seenAt", current_timestamp())
                .withWatermark("seenAt", "5 seconds") // expect: SS049 "Spark fails the query within its first micro-batches" "Keep one withWatermark per input"
                .dropDuplicates("value", "seenAt")
                .writeStream()
                .format("memory")
                .queryName("click_dedup")
                .start();
    }
}
