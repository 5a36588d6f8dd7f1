package com.acme.streams.jobs;

import com.acme.streams.kafka.KafkaTopics;
import org.apache.spark.sql.SparkSession;

/** One of two jobs that read through KafkaTopics: the missing limit is reported once, at the helper. */
public class OrdersJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-bronze").getOrCreate();
        KafkaTopics.read(spark, "orders.v1")
                .selectExpr("CAST(key AS STRING) AS orderId", "CAST(value AS STRING) AS payload", "timestamp")
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-lake/checkpoints/orders-bronze")
                .toTable("bronze.orders")
                .awaitTermination();
    }
}
