package com.acme.ss035.batch;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** dropDuplicates on the micro-batch inside foreachBatch is a batch operation: no state. */
class CustomerUpserts {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("customer-upserts").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(500).as("customerId"), col("timestamp").as("updatedAt"))
                .writeStream()
                .option("checkpointLocation", "s3a://acme-crm/checkpoints/customer-upserts")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.dropDuplicates("customerId").write().mode("overwrite")
                                .parquet("s3a://acme-crm/customers/batch=" + batchId))
                .start()
                .awaitTermination();
    }
}
