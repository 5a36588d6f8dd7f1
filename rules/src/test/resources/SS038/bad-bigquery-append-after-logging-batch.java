package com.acme.ss038.bqlog;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The batch id is logged with the row count; the BigQuery append is the same on a retry. */
class EventsToBigQuery {
    private static final Logger LOG = LoggerFactory.getLogger(EventsToBigQuery.class);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("events-to-bigquery").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("events-to-bigquery")
                .option("checkpointLocation", "gs://acme-chk/events")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> {
                    LOG.info("batch {}", batchId);
                    batch.write().format("bigquery").option("table", "analytics.events")
                            .option("writeMethod", "direct").mode("append").save(); // expect: SS038 "they are written twice" "write each batch to a staging table"
                })
                .start();
    }
}
