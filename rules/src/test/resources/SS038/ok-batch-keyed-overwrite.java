package com.acme.ss038.keyed;

import org.apache.spark.sql.SparkSession;

/** Each batch overwrites its own batch_id directory: a retry rewrites the same files. */
class ClickArchive {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("click-archive").getOrCreate();
        String base = "s3a://archive/clicks";
        spark.readStream().format("rate").load()
                .writeStream()
                .option("checkpointLocation", "/chk/click-archive")
                .foreachBatch((batch, batchId) -> batch.write()
                        .mode("overwrite")
                        .parquet(base + "/batch_id=" + batchId))
                .start();
    }
}
