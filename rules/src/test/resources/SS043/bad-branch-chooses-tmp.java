package com.acme.payments;

import org.apache.spark.sql.SparkSession;

/** A flag picks the checkpoint; its "dry run" branch puts it under /var/tmp. */
class PaymentsLanding {

    public static void main(String[] args) throws Exception {
        boolean dryRun = args.length > 0 && args[0].equals("--dry-run");
        String checkpoint;
        if (dryRun) {
            checkpoint = "/var/tmp/payments-landing";
        } else {
            checkpoint = "s3a://acme-payments/checkpoints/payments-landing";
        }
        SparkSession spark = SparkSession.builder().appName("payments-landing").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka-pay:9092")
                .option("subscribe", "payments")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .writeStream().format("delta")
                .option("checkpointLocation", checkpoint) // expect: SS043 "the query restarts with no offsets and no state" "Use a path on durable shared storage"
                .toTable("bronze.payments");
        spark.streams().awaitAnyTermination();
    }
}
