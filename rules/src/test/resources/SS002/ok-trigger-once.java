package com.acme.finance;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/**
 * A scheduled run with Trigger.Once(): Spark ignores read limits under Trigger.Once, so a missing
 * maxOffsetsPerTrigger changes nothing here (the trigger itself is another rule's business).
 */
class LedgerDailyJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ledger-daily").getOrCreate();

        Dataset<Row> entries = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-finance:9092")
                .option("subscribe", "ledger.entries")
                .load()
                .selectExpr("CAST(key AS STRING) AS account", "CAST(value AS STRING) AS entry", "timestamp");

        entries.writeStream()
                .trigger(Trigger.Once()) // expect: SS033
                .format("delta")
                .option("checkpointLocation", "s3a://acme-finance/checkpoints/ledger-daily")
                .toTable("finance.ledger_entries_daily")
                .awaitTermination();
    }
}
