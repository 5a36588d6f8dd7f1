package com.acme.orders;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.apache.spark.sql.streaming.Trigger;

/** A helper starts every Mongo sink of the orders service; none gets a checkpoint. */
public class OrderProjections {

    static StreamingQuery toMongo(Dataset<Row> rows, String collection) throws Exception {
        return rows.writeStream()
                .trigger(Trigger.ProcessingTime("30 seconds"))
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().format("mongodb").option("collection", collection).mode("append").save()) // expect: SS038 "they are inserted twice" "Write an _id column derived from the data"
                .start(); // expect: SS004 "nothing is recovered (the Kafka source starts at the latest offsets, the default of startingOffsets" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-projections").getOrCreate();
        Dataset<Row> orders = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-orders:9092")
                .option("subscribe", "orders")
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .selectExpr("CAST(value AS STRING) AS order");
        toMongo(orders, "orders_by_id");
        toMongo(orders.filter("order LIKE '%CANCELLED%'"), "cancellations");
        spark.streams().awaitAnyTermination();
    }
}
