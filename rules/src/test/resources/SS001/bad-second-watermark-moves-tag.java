package com.acme.payments;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.from_json;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.window;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Payment volume per merchant in 5-minute windows of the event time. A second withWatermark, on the
 * ingestion time, moves the event-time tag off paidAt, so the window key no longer carries one.
 */
class MerchantVolumeJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("merchant-volume").getOrCreate();

        StructType paymentSchema = new StructType()
                .add("merchantId", DataTypes.StringType)
                .add("amountCents", DataTypes.LongType)
                .add("paidAt", DataTypes.TimestampType);

        Dataset<Row> payments = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka.payments.internal:9093")
                .option("subscribe", "payments.settled")
                .option("maxOffsetsPerTrigger", 20000L)
                .load()
                .select(from_json(col("value").cast("string"), paymentSchema).as("p"), col("timestamp").as("ingestedAt"))
                .select(col("p.merchantId").as("merchantId"), col("p.amountCents").as("amountCents"),
                        col("p.paidAt").as("paidAt"), col("ingestedAt"));

        payments = payments.withWatermark("paidAt", "10 minutes");
        payments = payments.withWatermark("ingestedAt", "2 minutes"); // expect: SS049 "Spark fails the query within its first micro-batches" "Keep one withWatermark per input"

        Dataset<Row> volume = payments
                .groupBy(window(col("paidAt"), "5 minutes"), col("merchantId")) // expect: SS001 "none of its grouping keys carries an event-time watermark: Spark rejects the query at start()" "declare the watermark on the window's column (withWatermark(\"paidAt\", \"<delay>\"))"
                .agg(sum("amountCents").as("volumeCents"), count("*").as("payments"));

        volume.writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-payments/checkpoints/merchant-volume")
                .start("s3a://acme-payments/gold/merchant_volume_5m")
                .awaitTermination();
    }
}
