package com.acme.iot;

import org.apache.spark.sql.SparkSession;

/** A shared conf with the Kafka DStreams rate, on a session that streams the rate source only. */
class SyntheticLoad {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("synthetic-load")
                .config("spark.streaming.kafka.maxRatePerPartition", "1000")
                .getOrCreate();
        spark.readStream().format("rate").option("rowsPerSecond", 1000).load()
                .writeStream().format("noop")
                .start()
                .awaitTermination();
    }
}
