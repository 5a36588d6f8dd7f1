package com.acme.ss030.prefix;

import org.apache.spark.sql.SparkSession;

/** groupIdPrefix keeps Spark's unique group per query while matching a prefixed ACL. */
class OrdersToLake {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-to-lake").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "orders")
                .option("groupIdPrefix", "orders-to-lake")
                .option("failOnDataLoss", "true")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream().format("console").start();
    }
}
