package com.acme.ss038.bqstage;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Each batch replaces a staging table; a scheduled BigQuery MERGE folds it into the target. */
class OrdersStaging {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-staging").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("orders-staging")
                .option("checkpointLocation", "gs://acme-chk/orders-staging")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().format("bigquery").option("temporaryGcsBucket", "acme-tmp")
                                .mode("overwrite").save("sales.orders_staging"))
                .start();
    }
}
