package com.acme.ss012.dedupfirst;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.SparkSession;

/** Deduplicate first, then aggregate: the aggregation is the last stateful operator, so no row can come late to it. */
class UniqueOrdersPerMinuteJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("unique-orders-per-minute").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withColumn("orderId", col("value").mod(1000))
                .withWatermark("timestamp", "1 minute")
                .dropDuplicates("orderId", "timestamp")
                .groupBy(window(col("timestamp"), "1 minute"))
                .count()
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
