package com.acme.lake.jobs;

import com.acme.lake.spark.SparkSessions;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

public final class InvoicesBronzeJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSessions.create("invoices-bronze");

        Dataset<Row> invoices = spark.readStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "kafka-billing:9092")
                .option("subscribe", "billing.invoices")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS invoiceId", "CAST(value AS STRING) AS invoice", "timestamp");

        invoices.writeStream()
                .format("delta")
                .queryName("invoices-bronze")
                .toTable("billing.bronze_invoices") // expect: SS003 "has no checkpoint location: Spark rejects it at toTable()" "Add .option(\"checkpointLocation\", \"<durable path, one per query>\") to the writeStream() chain"
                .awaitTermination();
    }
}
