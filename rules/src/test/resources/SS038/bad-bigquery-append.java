package com.acme.ss038.bq;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Orders loaded into BigQuery: an append adds the batch's rows to the table as new rows. */
class OrdersToBigQuery {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-to-bigquery").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("orders-to-bigquery")
                .option("checkpointLocation", "gs://acme-chk/orders-to-bigquery")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().format("bigquery")
                                .option("temporaryGcsBucket", "acme-tmp")
                                .mode("append")
                                .save("sales.orders")) // expect: SS038 "they are written twice" "write each batch to a staging table"
                .start();
    }
}
