package com.acme.ss030.group;

import org.apache.spark.sql.SparkSession;

/** A fixed consumer group, as in a plain Kafka consumer: two deployments of this job steal each other's partitions. */
class OrdersToLake {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-to-lake").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "orders")
                .option("kafka.group.id", "orders-to-lake") // expect: SS030 "takes partitions from it and the queries interfere" "Remove kafka.group.id (Spark then uses a unique group per query)"
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream().format("delta").option("checkpointLocation", "/chk/orders").toTable("lake.orders");
    }
}
