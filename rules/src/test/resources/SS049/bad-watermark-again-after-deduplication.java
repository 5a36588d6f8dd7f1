package com.acme.ss049.dedup;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Deduplication with its watermark, then the "windowing step" sets a watermark of its own again. */
class MeterDedup {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("meter-dedup").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> readings = spark.readStream().format("rate").load()
                .withWatermark("timestamp", "10 seconds")
                .dropDuplicates("value", "timestamp");
        readings.withWatermark("timestamp", "1 minute") // expect: SS041 "so it has no effect here" "Move it before dropDuplicates(\"value\", \"timestamp\")", SS049 "Spark fails the query within its first micro-batches" "Keep one withWatermark per input"
                .writeStream()
                .format("memory")
                .queryName("meter_dedup")
                .start();
    }
}
