package com.acme.ss007.joined;

import static org.apache.spark.sql.functions.col;

import java.util.Arrays;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A stream joined with batch reference data is a stream: writeStream() is right here. */
class TaggedOrdersJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("tagged-orders").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> channels = spark.createDataset(Arrays.asList(0L, 1L, 2L), Encoders.LONG()).toDF("channel");
        Dataset<Row> orders = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").as("orderId"), col("value").mod(3).as("channel"));

        channels.join(orders, "channel")
                .writeStream()
                .format("memory")
                .queryName("tagged_orders")
                .start();
    }
}
