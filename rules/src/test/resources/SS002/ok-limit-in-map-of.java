package com.acme.inventory;

import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** All source options, the rate limit included, come from one Map.of. */
class StockLevelsIngest {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("stock-levels-ingest").getOrCreate();

        Map<String, String> kafkaOptions = Map.of(
                "kafka.bootstrap.servers", "kafka-inventory:9092",
                "subscribe", "stock.levels",
                "startingOffsets", "earliest",
                "maxOffsetsPerTrigger", "50000");

        Dataset<Row> levels = spark.readStream()
                .format("kafka")
                .options(kafkaOptions)
                .load()
                .selectExpr("CAST(key AS STRING) AS sku", "CAST(value AS STRING) AS level", "timestamp");

        levels.writeStream()
                .format("delta")
                .option("checkpointLocation", "/mnt/inventory/checkpoints/stock-levels")
                .start("/mnt/inventory/bronze/stock_levels")
                .awaitTermination();
    }
}
