package com.acme.ss038.ledger;

import java.util.Properties;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A ledger table records the last batch written; a replayed batch is skipped. */
class InvoicesToPostgres {

    interface BatchLedger {
        long lastWritten(String query);

        void record(String query, long batchId);
    }

    static BatchLedger ledger;

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("invoices").getOrCreate();
        Properties props = new Properties();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("invoices")
                .option("checkpointLocation", "/chk/invoices")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> {
                    if (batchId <= ledger.lastWritten("invoices")) {
                        return;
                    }
                    batch.write().mode("append").jdbc("jdbc:postgresql://db/billing", "invoices", props);
                    ledger.record("invoices", batchId);
                })
                .start();
    }
}
