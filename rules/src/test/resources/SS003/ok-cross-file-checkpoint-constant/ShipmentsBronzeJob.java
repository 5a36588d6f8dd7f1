package com.acme.lake.jobs;

import com.acme.lake.config.LakePaths;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public final class ShipmentsBronzeJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipments-bronze").getOrCreate();

        Dataset<Row> shipments = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-shipping:9092")
                .option("subscribe", "shipments.events")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS shipmentId", "CAST(value AS STRING) AS event", "timestamp");

        shipments.writeStream()
                .format("delta")
                .option(LakePaths.CHECKPOINT_OPTION, LakePaths.CHECKPOINTS + "/shipments-bronze")
                .start(LakePaths.ROOT + "/bronze/shipments")
                .awaitTermination();
    }
}
