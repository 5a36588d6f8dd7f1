package com.acme.ss002.configured;

import org.apache.spark.sql.SparkSession;

/**
 * Where the first run starts is configuration: the code does not show whether the first micro-batch meets a backlog
 * (any start but "latest"), only that every restart after downtime does.
 */
class LedgerLanding {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ledger-landing").getOrCreate();
        spark.readStream()
                .format("kafka") // expect: SS002 "after downtime (and on a first start, unless startingOffsets is \"latest\"), one micro-batch reads every record" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader."
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "ledger.entries")
                .option("startingOffsets", System.getProperty("ledger.startingOffsets", "earliest"))
                .load()
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-ledger/checkpoints/ledger-landing")
                .toTable("ledger.raw_entries")
                .awaitTermination();
    }
}
