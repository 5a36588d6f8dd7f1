package com.acme.ss010.streams;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A union of two streams is a stream: only stream-with-batch unions are refused. */
class MergedFeedsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("merged-feeds").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> feed(SparkSession spark, String name) {
        return spark.readStream()
                .format("rate")
                .load()
                .select(col("value").as("itemId"), lit(name).as("feed"));
    }

    static void run(SparkSession spark) throws Exception {
        feed(spark, "web")
                .union(feed(spark, "mobile"))
                .writeStream()
                .format("memory")
                .queryName("merged_feeds")
                .start();
    }
}
