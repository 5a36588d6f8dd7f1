package com.acme.ss019.foreachbatch;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** The batch function writes the files; partitionBy on the stream writer is rejected. */
class OrdersArchiveJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-archive").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void archive(Dataset<Row> batch, long batchId) {
        batch.write().mode(SaveMode.Append).parquet("out/orders-archive"); // expect: SS038 "they are written twice" "write each batch to its own directory keyed by"
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> orders = spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS orderId", "value % 10 AS store");
        orders.writeStream()
                .partitionBy("store") // expect: SS019 "Spark rejects it at start() with \"'foreachBatch' does not support partitioning" "Remove partitionBy, and partition inside the batch function"
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) OrdersArchiveJob::archive)
                .option("checkpointLocation", "checkpoints/orders-archive")
                .start();
    }
}
