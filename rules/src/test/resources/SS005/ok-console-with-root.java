package com.acme.debug;

import org.apache.spark.sql.SparkSession;

/** A console sink under a session root: a development sink, a fresh checkpoint per run is fine. */
class PeekAtOrders {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("peek-at-orders")
                .config("spark.sql.streaming.checkpointLocation", "hdfs:///checkpoints/scratch")
                .getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream().format("console")
                .start()
                .awaitTermination();
    }
}
