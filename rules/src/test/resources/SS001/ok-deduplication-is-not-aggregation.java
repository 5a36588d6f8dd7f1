package com.acme.billing;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.from_json;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Deduplicates invoice events before landing them. dropDuplicates and distinct are not aggregations,
 * so append mode without a watermark is accepted.
 */
class InvoiceDedupJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("invoice-dedup").getOrCreate();

        StructType invoiceSchema = new StructType()
                .add("invoiceId", DataTypes.StringType)
                .add("customerId", DataTypes.StringType)
                .add("status", DataTypes.StringType)
                .add("issuedAt", DataTypes.TimestampType);

        Dataset<Row> invoices = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-billing:9092")
                .option("subscribe", "billing.invoices")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .select(from_json(col("value").cast("string"), invoiceSchema).as("inv"))
                .select("inv.*");

        invoices.dropDuplicates("invoiceId", "status") // expect: SS035
                .writeStream()
                .format("delta")
                .option("checkpointLocation", "s3a://acme-billing/checkpoints/invoice-events")
                .toTable("billing.invoice_events");

        invoices.select("customerId", "status")
                .distinct() // expect: SS035
                .writeStream()
                .outputMode("append")
                .format("delta")
                .option("checkpointLocation", "s3a://acme-billing/checkpoints/customer-statuses")
                .toTable("billing.customer_statuses");

        spark.streams().awaitAnyTermination();
    }
}
