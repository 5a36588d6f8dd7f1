package com.acme.ss038.bqhelper;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;

/** A helper class writes every batch to BigQuery by the connector's class name, in append mode. */
class BigQueryWriter {
    private final String table;

    BigQueryWriter(String table) {
        this.table = table;
    }

    void write(Dataset<Row> rows) {
        rows.write().format("com.google.cloud.spark.bigquery")
                .option("table", table)
                .option("writeMethod", "direct")
                .mode(SaveMode.Append)
                .save(); // expect: SS038 "they are written twice" "write each batch to a staging table"
    }
}

class SessionsToBigQuery {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sessions").getOrCreate();
        BigQueryWriter writer = new BigQueryWriter("analytics.sessions");
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("sessions-to-bigquery")
                .option("checkpointLocation", "gs://acme-chk/sessions")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> writer.write(batch))
                .start();
    }
}
