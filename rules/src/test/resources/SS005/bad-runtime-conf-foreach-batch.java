package com.acme.inventory;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** spark.conf().set of the root at runtime; the foreachBatch query is unnamed. */
class StockLevelsSync {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("stock-levels").getOrCreate();
        spark.conf().set("spark.sql.streaming.checkpointLocation", "s3a://acme-inventory/checkpoints");

        Dataset<Row> stock = spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-inv:9092")
                .option("subscribe", "inventory.stock")
                .option("maxOffsetsPerTrigger", 10000L)
                .load();

        stock.writeStream()
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().format("jdbc").option("url", "jdbc:postgresql://inv-db/inventory")
                                .option("dbtable", "stock_levels").mode("append").save()) // expect: SS038 "they are written twice" "Write idempotently: upsert on the table's key"
                .start() // expect: SS005 "checkpoints it in s3a://acme-inventory/checkpoints/<random UUID>, a new directory on every run: a restart recovers no offsets and no state" "Add .queryName(\"<stable name>\") to the writeStream() chain (the checkpoint becomes s3a://acme-inventory/checkpoints/<name>)"
                .awaitTermination();
    }
}
