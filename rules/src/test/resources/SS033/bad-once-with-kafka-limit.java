package com.acme.billing;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.Trigger;

/** A nightly catch-up run: the limit on the reader is ignored under Trigger.Once. */
class NightlyInvoices {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("nightly-invoices").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "broker-1:9092")
                .option("subscribe", "invoices")
                .option("maxOffsetsPerTrigger", 100000L)
                .load()
                .writeStream().format("delta")
                .trigger(Trigger.Once()) // expect: SS033 "reads everything available in one micro-batch, which after downtime can run out of memory" "Use Trigger.AvailableNow()"
                .option("checkpointLocation", "s3a://acme-checkpoints/invoices")
                .toTable("bronze.invoices")
                .awaitTermination();
    }
}
