package com.acme.ss046.demo;

import java.util.UUID;

import org.apache.spark.sql.SparkSession;

/** A rate-source demo: a fresh checkpoint per run is what a demo wants, and there is nothing to recover. */
class RateDemo {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().master("local[2]").appName("rate-demo").getOrCreate();
        spark.readStream()
                .format("rate")
                .load()
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "/tmp/rate-demo-" + UUID.randomUUID())
                .start("/tmp/rate-demo-out")
                .awaitTermination();
    }
}
