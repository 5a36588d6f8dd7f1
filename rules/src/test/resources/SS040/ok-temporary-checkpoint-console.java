package com.acme.debug;

import org.apache.spark.sql.SparkSession;

/** A console aggregation: its checkpoint is temporary, nothing is carried to the next run. */
class PeekAtCounts {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("peek-at-counts")
                .config("spark.sql.shuffle.partitions", "2")
                .getOrCreate();
        spark.readStream().format("rate").load()
                .groupBy("value").count()
                .writeStream().format("console").outputMode("complete")
                .start()
                .awaitTermination();
    }
}
