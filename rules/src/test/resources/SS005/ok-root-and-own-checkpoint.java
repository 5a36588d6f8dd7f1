package com.acme.inventory;

import org.apache.spark.sql.SparkSession;

/** A query with its own checkpointLocation does not use the session root at all. */
class StockHistory {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("stock-history").getOrCreate();
        spark.conf().set("spark.sql.streaming.checkpointLocation", "s3a://acme-inventory/checkpoints");
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-inv:9092")
                .option("subscribe", "inventory.stock")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .writeStream().format("parquet")
                .option("checkpointLocation", "s3a://acme-inventory/checkpoints/stock-history")
                .start("s3a://acme-inventory/history")
                .awaitTermination();
    }
}
