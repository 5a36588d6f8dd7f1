package com.acme.orders;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The session's checkpoint root plus the query name is this foreachBatch's checkpoint. */
class OrderStatusSync {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-status-sync").getOrCreate();
        spark.conf().set("spark.sql.streaming.checkpointLocation", "s3a://acme-orders/checkpoints");

        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-orders:9092")
                .option("subscribe", "orders.status")
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .writeStream()
                .queryName("order-status-sync")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().format("jdbc").option("url", "jdbc:mysql://orders-db/orders")
                                .option("dbtable", "order_status").mode("append").save()) // expect: SS038
                .start()
                .awaitTermination();
    }
}
