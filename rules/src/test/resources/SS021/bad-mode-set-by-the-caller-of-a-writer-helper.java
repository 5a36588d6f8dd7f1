package com.acme.ss021.helper;

import static org.apache.spark.sql.functions.max;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.DataStreamWriter;

/** A shared helper writes to Delta; one caller asks it for update mode. */
class ShipmentStatusJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipment-status").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static DataStreamWriter<Row> deltaWriter(Dataset<Row> data, String name) {
        return data.writeStream()
                .format("delta")
                .option("checkpointLocation", "checkpoints/" + name);
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> latest = spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value % 9 AS shipment", "timestamp AS seenAt")
                .groupBy("shipment")
                .agg(max("seenAt").alias("lastSeen"));
        deltaWriter(latest, "shipment-status")
                .outputMode("update") // expect: SS021 "it rejects the query at start() with DELTA_UNSUPPORTED_OUTPUT_MODE" "write with foreachBatch and MERGE each batch into the table"
                .start("out/shipment-status");
    }
}
