package com.acme.ss006.write;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.to_date;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** The batch writer copied from the nightly job: write() refuses a streaming Dataset. */
// expect: no streaming query
class ShipmentArchiveJob {

    private static final String ARCHIVE = "out/ss006/shipments";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipment-archive").getOrCreate();
        run(spark);
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> shipments = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").as("shipmentId"), to_date(col("timestamp")).as("shippedOn"));

        shipments.write() // expect: SS006 "Spark throws CALL_ON_STREAMING_DATASET_UNSUPPORTED at this call" "Write the stream with writeStream()...start(), or each micro-batch inside writeStream().foreachBatch"
                .mode(SaveMode.Append)
                .partitionBy("shippedOn")
                .parquet(ARCHIVE);
    }
}
