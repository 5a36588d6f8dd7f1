package com.acme.orders;

import org.apache.spark.sql.SparkSession;

/** The checkpoint comes from the command line: unknown, not reported. */
class OrderArchive {

    public static void main(String[] args) throws Exception {
        String checkpointDir = args[0];
        SparkSession spark = SparkSession.builder().appName("order-archive").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-orders:9092")
                .option("subscribe", "orders")
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .writeStream().format("parquet")
                .option("checkpointLocation", checkpointDir)
                .start("hdfs:///warehouse/orders/archive")
                .awaitTermination();
    }
}
