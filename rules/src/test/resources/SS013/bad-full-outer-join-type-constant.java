package com.acme.ss013.fullouter;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Reconciles live payments against the list of expected invoice ids; the join type comes from a constant. */
class PaymentReconciliationJob {

    /** Spark normalizes join type names: "FullOuter", "full_outer", "full" and "outer" all mean a full outer join. */
    private static final String RECONCILE = "FullOuter";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payment-reconciliation").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> expectedInvoices = spark.range(0, 100).withColumnRenamed("id", "invoiceId");

        Dataset<Row> payments = spark.readStream()
                .format("rate")
                .load()
                .withColumnRenamed("value", "paidInvoiceId")
                .withColumnRenamed("timestamp", "paidAt");

        Dataset<Row> reconciled = payments.join(expectedInvoices, // expect: SS013 "Spark rejects the query writing 'out/payment-reconciliation' at start()" "put the stream on the left of an inner or left outer join"
                payments.col("paidInvoiceId").equalTo(expectedInvoices.col("invoiceId")), RECONCILE);

        reconciled.writeStream()
                .format("parquet")
                .option("checkpointLocation", "checkpoints/payment-reconciliation")
                .start("out/payment-reconciliation");
    }
}
