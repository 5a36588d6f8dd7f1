package com.acme.orders;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** The production job: orders from Kafka appended to Postgres in each micro-batch. */
public class OrdersSync {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-sync").getOrCreate();
        Dataset<Row> orders = spark.readStream()
                .format("kafka") // expect: SS002
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "orders")
                .option("startingOffsets", "earliest")
                .load()
                .selectExpr("CAST(key AS STRING) AS orderId", "CAST(value AS STRING) AS order");

        orders.writeStream()
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().mode(SaveMode.Append).format("jdbc")
                                .option("url", "jdbc:postgresql://orders-db:5432/orders")
                                .option("dbtable", "orders")
                                .save()) // expect: SS038
                .start() // expect: SS004
                .awaitTermination();
    }
}
