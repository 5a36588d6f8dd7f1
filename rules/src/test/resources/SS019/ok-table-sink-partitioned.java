package com.acme.ss019.table;

import org.apache.spark.sql.SparkSession;

/** toTable creates the table partitioned by the writer's columns. */
class InvoicesBronzeJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("invoices-bronze").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS invoiceId", "value % 12 AS month")
                .writeStream()
                .partitionBy("month")
                .option("checkpointLocation", "checkpoints/invoices-bronze")
                .toTable("invoices_bronze");
    }
}
