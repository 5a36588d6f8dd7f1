package com.acme.ss034.othercolumn;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.current_timestamp;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The watermark is on the ingestion time, the window on the event time: the windows are never evicted. */
class MeterReadings {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("meter-readings").getOrCreate();
        Dataset<Row> readings = spark.readStream().format("rate").load()
                .select(col("timestamp").as("measuredAt"), col("value").mod(1000).as("meterId"), col("value").as("kwh"))
                .withColumn("ingestedAt", current_timestamp())
                .withWatermark("ingestedAt", "15 minutes");

        readings.groupBy(col("meterId"), window(col("measuredAt"), "1 hour")) // expect: SS034 "the state (and the checkpoint) grows until the executors run out of memory" "declare it with withWatermark(\"measuredAt\", \"15 minutes\"), or window over 'ingestedAt'"
                .agg(sum("kwh").as("kwh"))
                .writeStream()
                .outputMode("update")
                .format("console")
                .start()
                .awaitTermination();
    }
}
