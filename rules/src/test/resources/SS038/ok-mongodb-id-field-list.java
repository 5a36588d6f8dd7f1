package com.acme.ss038.mongoidfields;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The connector replaces documents by the fields listed in idFieldList. */
class TicksByTime {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("ticks-by-time").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("ticks-by-time")
                .option("checkpointLocation", "/chk/ticks-by-time")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().format("mongodb").option("collection", "ticks")
                                .option("idFieldList", "timestamp,value")
                                .option("operationType", "replace")
                                .mode("append").save())
                .start();
    }
}
