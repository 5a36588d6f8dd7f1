package com.acme.inventory;

import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Kafka options kept in a map; the map is fully visible and has no maxOffsetsPerTrigger. */
class StockLevelsIngest {

    private static final Map<String, String> KAFKA_OPTIONS = Map.of(
            "kafka.bootstrap.servers", "kafka-inventory:9092",
            "subscribe", "stock.levels",
            "startingOffsets", "earliest",
            "failOnDataLoss", "true");

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("stock-levels-ingest").getOrCreate();

        Dataset<Row> levels = spark.readStream()
                .format("kafka") // expect: SS002 "on its first start (startingOffsets \"earliest\") and after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .options(KAFKA_OPTIONS)
                .load()
                .selectExpr("CAST(key AS STRING) AS sku", "CAST(value AS STRING) AS level", "timestamp");

        levels.writeStream()
                .format("delta")
                .option("checkpointLocation", "/mnt/inventory/checkpoints/stock-levels")
                .start("/mnt/inventory/bronze/stock_levels")
                .awaitTermination();
    }
}
