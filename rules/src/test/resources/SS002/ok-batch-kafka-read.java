package com.acme.audit;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** A one-off backfill with spark.read(): a batch Kafka read between fixed offsets, no trigger involved. */
// expect: no streaming query
class AuditBackfill {

    public static void main(String[] args) {
        SparkSession spark = SparkSession.builder().appName("audit-backfill").getOrCreate();

        Dataset<Row> audit = spark.read()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-audit-1:9092")
                .option("subscribe", "audit.events")
                .option("startingOffsets", "earliest")
                .option("endingOffsets", "latest")
                .load()
                .selectExpr("CAST(key AS STRING) AS actor", "CAST(value AS STRING) AS payload", "timestamp");

        audit.write()
                .mode(SaveMode.Overwrite)
                .format("delta")
                .saveAsTable("audit.raw_events_backfill");
    }
}
