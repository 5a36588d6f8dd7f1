package com.acme.orders;

import org.apache.spark.sql.SparkSession;

/** A file: checkpoint built from a constant. */
class OrderArchive {

    private static final String CHECKPOINT_ROOT = "file:///data/spark/checkpoints";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-archive").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-orders:9092")
                .option("subscribe", "orders")
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .writeStream().format("parquet")
                .option("checkpointLocation", CHECKPOINT_ROOT + "/order-archive") // expect: SS043 "the query restarts with no offsets and no state" "Use a path on durable shared storage"
                .start("hdfs:///warehouse/orders/archive")
                .awaitTermination();
    }
}
