package com.acme.ss034.completekeys;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** Complete mode over a handful of status codes: the result table is the state, bounded by the keys. */
class StatusCodeCounts {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("status-codes").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(5).plus(200).as("status"))
                .groupBy("status")
                .count()
                .writeStream()
                .outputMode("complete")
                .format("console")
                .start()
                .awaitTermination();
    }
}
