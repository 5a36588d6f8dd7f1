package com.acme.ss038.bqbatch;

import static org.apache.spark.sql.functions.lit;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Rows carry the batch id; the table's views deduplicate on it. */
class ClicksToBigQuery {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("clicks-to-bigquery").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("clicks-to-bigquery")
                .option("checkpointLocation", "gs://acme-chk/clicks")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.withColumn("batch_id", lit(batchId))
                                .write().format("bigquery").option("writeMethod", "direct")
                                .mode("append").save("web.clicks"))
                .start();
    }
}
