package com.fintech.payments.sink;

import java.util.Properties;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;

/** Appends each micro-batch to the ledger table, tagged with its batch id. */
public class LedgerJdbcWriter implements VoidFunction2<Dataset<Row>, Long> {

    private final String url;
    private final String table;

    public LedgerJdbcWriter(String url, String table) {
        this.url = url;
        this.table = table;
    }

    @Override
    public void call(Dataset<Row> batch, Long batchId) {
        Properties props = new Properties();
        props.setProperty("driver", "org.postgresql.Driver");
        batch.withColumnRenamed("value", "payload")
                .write()
                .mode(SaveMode.Append)
                .jdbc(url, table, props); // expect: SS038
    }
}
