package com.bank.payments;

import java.util.Properties;

import org.apache.spark.sql.SparkSession;

/** Entry point: reconciliation, per-card totals and the raw archive. */
public final class ReconciliationJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("reconciliation").getOrCreate();
        PaymentStreams streams = new PaymentStreams(spark, new Properties());

        Reconciliation.matchSettlements(streams.authorizations(), streams.settlements())
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://bank-streaming/checkpoints/matched")
                .toTable("payments.matched");

        Reconciliation.settledPerCard(Reconciliation.matchSettlements(streams.authorizations(), streams.settlements()))
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://bank-streaming/checkpoints/per-card")
                .toTable("payments.settled_per_card");

        streams.settlementsForArchive()
                .writeStream()
                .format("parquet")
                .option("path", "s3a://bank-archive/settlements")
                .option("checkpointLocation", "s3a://bank-streaming/checkpoints/archive")
                .start();

        spark.streams().awaitAnyTermination();
    }
}
