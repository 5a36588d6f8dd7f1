package com.acme.ss021.idempotent;

import static org.apache.spark.sql.functions.max;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Update mode with foreachBatch: each batch's changed rows are appended to Delta, idempotently per batch. */
class DeviceChangesJob {
    static final String APP_ID = "device-changes";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-changes").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 16 AS device", "value AS reading")
                .groupBy("device")
                .agg(max("reading").alias("reading"))
                .writeStream()
                .outputMode("update")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write()
                                .format("delta")
                                .option("txnAppId", APP_ID)
                                .option("txnVersion", String.valueOf(batchId))
                                .mode("append")
                                .save("out/device-changes"))
                .option("checkpointLocation", "checkpoints/device-changes")
                .start();
    }
}
