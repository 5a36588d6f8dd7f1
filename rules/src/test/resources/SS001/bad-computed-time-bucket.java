package com.acme.logistics;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.date_trunc;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Deliveries per courier and hour. The hour bucket is computed with date_trunc: a new column, which does
 * not keep the watermark tag of deliveredAt (only plain references and aliases do).
 */
class CourierDeliveriesJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("courier-deliveries").getOrCreate();

        StructType deliverySchema = new StructType()
                .add("parcelId", DataTypes.StringType)
                .add("courierId", DataTypes.StringType)
                .add("deliveredAt", DataTypes.TimestampType);

        Dataset<Row> deliveries = spark.readStream()
                .schema(deliverySchema)
                .option("maxFilesPerTrigger", 100)
                .json("s3a://acme-logistics/landing/deliveries")
                .withWatermark("deliveredAt", "1 hour")
                .withColumn("deliveryHour", date_trunc("hour", col("deliveredAt")));

        Dataset<Row> perCourierHour = deliveries
                .groupBy(col("courierId"), col("deliveryHour")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "add window(col(\"deliveredAt\"), \"<length>\") (or 'deliveredAt') to the grouping keys"
                .agg(count("parcelId").as("deliveries"));

        perCourierHour.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-logistics/checkpoints/courier-deliveries")
                .toTable("logistics.courier_deliveries_hourly")
                .awaitTermination();
    }
}
