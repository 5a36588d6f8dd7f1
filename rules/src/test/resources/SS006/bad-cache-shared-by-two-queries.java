package com.acme.ss006.cache;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Caches the parsed stream so that two queries share it: a stream cannot be cached. */
class OrderFanOutJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-fan-out").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> orders = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").as("orderId"), col("value").mod(3).as("warehouse"), col("timestamp"))
                .cache(); // expect: SS006 "Spark throws \"Queries with streaming sources must be executed with writeStream.start()\" at this call" "persist each micro-batch inside writeStream().foreachBatch(...)"

        orders.filter(col("warehouse").equalTo(0))
                .writeStream()
                .format("memory")
                .queryName("orders_north")
                .start();
        orders.filter(col("warehouse").notEqual(0))
                .writeStream()
                .format("memory")
                .queryName("orders_rest")
                .start();
    }
}
