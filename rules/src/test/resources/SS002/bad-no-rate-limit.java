package com.acme.audit;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Lands the raw audit topic into Delta. No maxOffsetsPerTrigger: after an outage the first batch reads the whole backlog. */
class AuditLandingJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("audit-landing").getOrCreate();

        Dataset<Row> audit = spark.readStream()
                .format("kafka") // expect: SS002 "on its first start (startingOffsets \"earliest\") and after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", "kafka-audit-1:9092,kafka-audit-2:9092")
                .option("subscribe", "audit.events")
                .option("startingOffsets", "earliest")
                .load()
                .select(col("key").cast("string").as("actor"), col("value").cast("string").as("payload"),
                        col("timestamp").as("loggedAt"));

        audit.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-audit/checkpoints/audit-landing")
                .partitionBy("actor")
                .toTable("audit.raw_events")
                .awaitTermination();
    }
}
