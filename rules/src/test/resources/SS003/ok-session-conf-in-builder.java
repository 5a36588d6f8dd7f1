package com.acme.orders;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The checkpoint root is a session conf set in the builder; the query name picks the sub-directory. */
class OrdersBronzeJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder()
                .appName("orders-bronze")
                .config("spark.sql.streaming.checkpointLocation", "s3a://acme-orders/checkpoints")
                .getOrCreate();

        Dataset<Row> orders = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-orders:9092")
                .option("subscribe", "orders.placed")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS orderId", "CAST(value AS STRING) AS orderJson", "timestamp");

        orders.writeStream()
                .format("delta")
                .queryName("orders_bronze")
                .toTable("orders.bronze_orders")
                .awaitTermination();
    }
}
