package com.acme.ss038.constant;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The function kept in a constant of the job class. */
class DeviceEventsJob {

    private static final VoidFunction2<Dataset<Row>, Long> TO_CSV = (events, batchId) ->
            events.write().mode("append").option("header", "true").csv("/exports/device-events"); // expect: SS038 "they are written twice" "write each batch to its own directory keyed by"

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-events").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/device-events")
                .foreachBatch(TO_CSV)
                .start();
    }
}
