package com.acme.ss014.keyonly;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Both streams have a watermark, but the join only matches the shipment id: nothing relates the two event
 * times, so the watermarks cannot bound how long an unmatched shipment must wait.
 */
class DeliveryConfirmationJob {

    private static final String SHIPMENT_ID = "shipmentId";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("delivery-confirmation").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> events(SparkSession spark, String timeColumn) {
        return spark.readStream().format("rate").load()
                .select(col("value").as(SHIPMENT_ID), col("timestamp").as(timeColumn))
                .withWatermark(timeColumn, "1 hour");
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> shipped = events(spark, "shippedAt");
        Dataset<Row> delivered = events(spark, "deliveredAt");

        shipped.join(delivered, SHIPMENT_ID, "leftouter") // expect: SS014 "Spark rejects the query writing 'out/delivery-confirmation' at start()" "Add to the condition a time range such as rightTime BETWEEN leftTime AND leftTime + INTERVAL 1 HOUR, bounding the other input's time by 'deliveredAt'"
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "checkpoints/delivery-confirmation")
                .start("out/delivery-confirmation");
    }
}
