package com.acme.ss037.batch;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.api.java.function.MapGroupsFunction;
import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Per-batch grouping made explicit: inside foreachBatch the micro-batch is a batch Dataset. */
class BatchDigest {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("batch-digest").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(5).cast("string").as("kind"))
                .writeStream()
                .option("checkpointLocation", "s3a://acme-ops/checkpoints/batch-digest")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.groupByKey((MapFunction<Row, String>) r -> r.getString(0), Encoders.STRING())
                                .mapGroups((MapGroupsFunction<String, Row, String>) (k, rows) -> k, Encoders.STRING())
                                .write().mode("overwrite").text("s3a://acme-ops/digests/batch=" + batchId))
                .start()
                .awaitTermination();
    }
}
