package com.acme.ss042.delta;

import org.apache.spark.sql.SparkSession;

/** Delta's stream source caps batches at 1000 files by default; rate is not a file source. */
class SilverRefresh {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("silver-refresh").getOrCreate();
        spark.readStream().format("delta").load("/lake/bronze/orders")
                .writeStream().format("console").start();
        spark.readStream().format("rate").load()
                .writeStream().format("console").start();
    }
}
