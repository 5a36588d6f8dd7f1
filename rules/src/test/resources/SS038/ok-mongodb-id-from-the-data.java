package com.acme.ss038.mongoid;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The reading's sequence number is the document's _id: a replay replaces the same documents. */
class ReadingsById {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("readings-by-id").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("readings-by-id")
                .option("checkpointLocation", "/chk/readings-by-id")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.withColumn("_id", col("value"))
                                .write().format("mongodb").option("collection", "readings")
                                .mode("append").save())
                .start();
    }
}
