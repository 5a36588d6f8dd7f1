package com.acme.shipping;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Enriches live shipments with each carrier's historical average delay. The aggregation is on the static
 * (spark.read()) side of a stream-static join, so it is a batch aggregation.
 */
class ShipmentEnrichmentJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipment-enrichment").getOrCreate();

        Dataset<Row> carrierDelays = spark.read()
                .format("delta")
                .load("s3a://acme-shipping/gold/delivered_shipments")
                .groupBy("carrier")
                .agg(avg("delayMinutes").as("avgDelayMinutes"));

        StructType shipmentSchema = new StructType()
                .add("shipmentId", DataTypes.StringType)
                .add("carrier", DataTypes.StringType)
                .add("dispatchedAt", DataTypes.TimestampType);

        Dataset<Row> shipments = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-shipping:9092")
                .option("subscribe", "shipments.dispatched")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .select(from_json(col("value").cast("string"), shipmentSchema).as("s"))
                .select("s.*");

        shipments.join(carrierDelays, "carrier")
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-shipping/checkpoints/shipment-enrichment")
                .toTable("shipping.dispatched_enriched")
                .awaitTermination();
    }
}
