package com.acme.ss030.batch;

import org.apache.spark.sql.SparkSession;

// expect: no streaming query
/** A one-off batch export: no stream, no restarts to interfere with. */
class TopicExport {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("topic-export").getOrCreate();
        spark.read()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "orders")
                .option("kafka.group.id", "topic-export")
                .option("failOnDataLoss", "false")
                .load()
                .write().format("parquet").save("/exports/orders");
    }
}
