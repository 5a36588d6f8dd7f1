package com.acme.ledger;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import com.acme.platform.jobs.Test;

/**
 * Production code that marks its smoke-test mode with the platform's own @Test annotation: not JUnit's or TestNG's,
 * so this is not test code, and the temporary checkpoint is reported.
 */
public class LedgerExport {

    @Test(description = "exports the ledger once a day")
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ledger-export").getOrCreate();
        Dataset<Row> entries = spark.readStream()
                .format("delta")
                .load("s3a://acme-ledger/entries");
        entries.writeStream()
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) ->
                        batch.write().format("delta").option("txnAppId", "ledger-export").option("txnVersion", batchId)
                                .mode("append").save("s3a://acme-ledger/export"))
                .start() // expect: SS004
                .awaitTermination();
    }
}
