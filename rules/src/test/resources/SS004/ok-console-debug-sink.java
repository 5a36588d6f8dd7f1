package com.acme.debug;

import org.apache.spark.sql.SparkSession;

/** A console sink for looking at the stream: a throw-away checkpoint is what a debug run wants. */
class PeekAtClicks {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("peek-at-clicks").getOrCreate();
        spark.readStream().format("rate").option("rowsPerSecond", 5).load()
                .writeStream()
                .format("console")
                .option("truncate", false)
                .start()
                .awaitTermination();
    }
}
