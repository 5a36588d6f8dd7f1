package com.acme.geo;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * "maxOffsetPerTrigger" (singular) is not a Kafka source option; Spark ignores unknown source options,
 * so this source has no rate limit at all.
 */
class VehiclePositionsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("vehicle-positions").getOrCreate();

        Dataset<Row> positions = spark.readStream()
                .format("kafka") // expect: SS002 "after downtime, one micro-batch reads every record up to the latest offsets" "Set .option(\"maxOffsetsPerTrigger\", \"<records per batch>\") on this reader"
                .option("kafka.bootstrap.servers", "kafka-geo:9092")
                .option("subscribePattern", "vehicles\\..*\\.positions")
                .option("maxOffsetPerTrigger", 100000L)
                .load()
                .selectExpr("topic", "CAST(value AS STRING) AS position", "timestamp");

        positions.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-geo/checkpoints/vehicle-positions")
                .toTable("geo.vehicle_positions")
                .awaitTermination();
    }
}
