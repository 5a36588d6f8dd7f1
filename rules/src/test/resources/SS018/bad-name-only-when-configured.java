package com.acme.ss018.configured;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamWriter;

/** The query is named only when an environment variable says so; without it start() fails. */
class OrderPreviewJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-preview").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> orders = spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS orderId", "value % 7 AS store");
        DataStreamWriter<Row> writer = orders.writeStream().format("memory");
        String name = System.getenv("ORDER_PREVIEW_QUERY");
        if (name != null) {
            writer = writer.queryName(name);
        }
        writer.start(); // expect: SS018 "has no query name: Spark rejects it at start()" "Add .queryName(\"<name>\") to the writeStream() chain"
    }
}
