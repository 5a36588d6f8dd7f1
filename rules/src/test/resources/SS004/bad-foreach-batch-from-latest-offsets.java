package com.acme.ss004.latest;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Starts at the latest offsets on purpose; without a checkpoint every restart also skips what arrived meanwhile. */
class PriceAlerts {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("price-alerts").getOrCreate();
        Dataset<Row> prices = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "prices")
                .option("startingOffsets", "latest")
                .option("maxOffsetsPerTrigger", 5000L)
                .load()
                .selectExpr("CAST(value AS STRING) AS price");

        prices.writeStream()
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) -> batch.show())
                .start() // expect: SS004 "the Kafka source starts at the latest offsets (startingOffsets \"latest\"), skipping what arrived meanwhile" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\")"
                .awaitTermination();
    }
}
