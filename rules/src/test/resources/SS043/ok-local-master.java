package com.acme.demo;

import org.apache.spark.sql.SparkSession;

/** A job pinned to a local master runs on one machine: a local checkpoint is consistent there. */
class LocalWordStream {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("local-word-stream").master("local[2]").getOrCreate();
        spark.readStream().format("socket").option("host", "localhost").option("port", 9999).load()
                .writeStream().format("parquet")
                .option("checkpointLocation", "/tmp/local-word-stream")
                .start("/tmp/local-word-stream-out")
                .awaitTermination();
    }
}
