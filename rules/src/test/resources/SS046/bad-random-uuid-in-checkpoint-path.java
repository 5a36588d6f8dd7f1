package com.acme.ss046.uuid;

import java.util.UUID;

import org.apache.spark.sql.SparkSession;

/** A unique checkpoint per start, "so that two runs never collide": every run starts from scratch. */
class OrdersToLake {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-to-lake").getOrCreate();
        spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "orders")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "s3a://lake/_checkpoints/orders-" + UUID.randomUUID()) // expect: SS046 "each start finds an empty checkpoint, so the query starts over" "Use a path that stays the same across runs, one per query"
                .start("s3a://lake/orders")
                .awaitTermination();
    }
}
