package com.acme.ss049.helper;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The reader helper sets a watermark; the dedup helper, written for another job, sets its own on the renamed column. */
class DeviceEvents {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> events(SparkSession spark) {
        return spark.readStream().format("rate").load().withWatermark("timestamp", "10 seconds");
    }

    static Dataset<Row> deduplicated(Dataset<Row> events) {
        return events.select(col("value"), col("timestamp").as("eventTime"))
                .withWatermark("eventTime", "30 seconds") // expect: SS049 "Spark fails the query within its first micro-batches" "Keep one withWatermark per input"
                .dropDuplicates("value", "eventTime");
    }

    static void run(SparkSession spark) throws Exception {
        deduplicated(events(spark))
                .writeStream()
                .format("memory")
                .queryName("device_events")
                .start();
    }
}
