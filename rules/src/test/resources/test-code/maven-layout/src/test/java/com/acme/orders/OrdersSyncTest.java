package com.acme.orders;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The job's query against the test broker, started, drained and stopped by each test: no durable checkpoint, no read
 * limit and no idempotent write needed. What Spark rejects is still reported.
 */
class OrdersSyncTest {

    private SparkSession spark;

    @BeforeEach
    void startSpark() {
        spark = SparkSession.builder().master("local[2]").appName("orders-sync-test").getOrCreate();
    }

    @AfterEach
    void stopSpark() {
        spark.stop();
    }

    @Test
    void copiesEveryOrderToTheDatabase() throws Exception {
        Dataset<Row> orders = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "localhost:19092")
                .option("subscribe", "orders")
                .option("startingOffsets", "earliest")
                .load()
                .selectExpr("CAST(key AS STRING) AS orderId", "CAST(value AS STRING) AS order");

        StreamingQuery query = orders.writeStream()
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().mode(SaveMode.Append).format("jdbc")
                                .option("url", "jdbc:h2:mem:orders")
                                .option("dbtable", "orders")
                                .save())
                .start();
        query.processAllAvailable();
        query.stop();
        assertEquals(3L, spark.read().format("jdbc").option("url", "jdbc:h2:mem:orders").option("dbtable", "orders")
                .load().count());
    }

    @Test
    void writesOrdersAsParquet() throws Exception {
        StreamingQuery query = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "localhost:19092")
                .option("subscribe", "orders")
                .load()
                .writeStream()
                .format("parquet")
                .start("target/orders-parquet"); // expect: SS003
        query.processAllAvailable();
        query.stop();
        assertEquals(3L, spark.read().parquet("target/orders-parquet").count());
    }
}
