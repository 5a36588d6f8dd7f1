package com.acme.ss041.foreachbatch;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Inside foreachBatch each micro-batch is a batch Dataset: the watermark before it has no effect there. */
class DeviceUpserts {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("device-upserts").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(900).as("deviceId"), col("timestamp").as("reportedAt"))
                .withWatermark("reportedAt", "5 minutes") // expect: SS041 "has no effect: the query has no stateful operator" "Remove it, or filter late events explicitly (e.g. where(col(\"reportedAt\").gt(..)))"
                .writeStream()
                .option("checkpointLocation", "s3a://acme-iot/checkpoints/device-upserts")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.dropDuplicates("deviceId").write().mode("overwrite")
                                .parquet("s3a://acme-iot/devices/batch=" + batchId))
                .start()
                .awaitTermination();
    }
}
