package com.acme.finance;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/**
 * A nightly catch-up run with Trigger.AvailableNow(). AvailableNow honours maxOffsetsPerTrigger and splits
 * the backlog into batches, but only if the limit is set: here everything lands in one batch.
 */
class LedgerCatchUpJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ledger-catch-up").getOrCreate();

        Dataset<Row> entries = spark.readStream()
                .format("kafka") // expect: SS002 "on its first start (startingOffsets \"earliest\") and after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", "kafka-finance:9092")
                .option("subscribe", "ledger.entries")
                .option("startingOffsets", "earliest")
                .load()
                .selectExpr("CAST(key AS STRING) AS account", "CAST(value AS STRING) AS entry", "timestamp");

        entries.writeStream()
                .trigger(Trigger.AvailableNow())
                .format("delta")
                .option("checkpointLocation", "s3a://acme-finance/checkpoints/ledger-catch-up")
                .toTable("finance.ledger_entries")
                .awaitTermination();
    }
}
