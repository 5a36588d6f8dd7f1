package com.acme.ss038.mongo;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Readings stored in MongoDB: the documents have no _id, so each write inserts new documents. */
class ReadingsToMongo {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("readings-to-mongo").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("readings-to-mongo")
                .option("checkpointLocation", "/chk/readings-to-mongo")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().format("mongodb")
                                .option("database", "plant").option("collection", "readings")
                                .mode("append").save()) // expect: SS038 "they are inserted twice" "Write an _id column derived from the data"
                .start();
    }
}
