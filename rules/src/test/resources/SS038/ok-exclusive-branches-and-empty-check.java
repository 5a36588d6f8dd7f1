package com.acme.ss038.branches;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** isEmpty() only looks at the first row; the two writes are in different branches: one pass per batch. */
class Router {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("router").getOrCreate();
        boolean toDelta = args.length > 0;
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/router")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> {
                    if (batch.isEmpty()) {
                        return;
                    }
                    if (toDelta) {
                        batch.write().format("delta").mode("overwrite").save("/lake/latest");
                    } else {
                        batch.write().mode("overwrite").parquet("/data/latest/" + batchId);
                    }
                })
                .start();
    }
}
