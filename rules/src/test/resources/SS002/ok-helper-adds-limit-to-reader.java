package com.acme.streaming.common;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamReader;

/** A helper receives the reader and sets the rate-limit options on it (DataStreamReader.option mutates it). */
class ClaimsIngestJob {

    static void applyRateLimits(DataStreamReader reader) {
        reader.option("maxOffsetsPerTrigger", 10000L);
        reader.option("minOffsetsPerTrigger", 1000L);
        reader.option("maxTriggerDelay", "2m");
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("claims-ingest").getOrCreate();

        DataStreamReader reader = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-claims:9092")
                .option("subscribe", "insurance.claims");
        applyRateLimits(reader);

        Dataset<Row> claims = reader.load().selectExpr("CAST(value AS STRING) AS claim", "timestamp");

        claims.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-claims/checkpoints/claims-ingest")
                .toTable("insurance.claims_raw")
                .awaitTermination();
    }
}
