package com.acme.ss038.mongokey;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The Kafka message key becomes the document's _id. */
class AccountsToMongo {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("accounts").getOrCreate();
        spark.readStream().format("kafka")
                .option("kafka.bootstrap.servers", "kafka:9092")
                .option("subscribe", "accounts")
                .option("maxOffsetsPerTrigger", 10000L)
                .load()
                .selectExpr("CAST(key AS STRING) AS _id", "CAST(value AS STRING) AS account")
                .writeStream()
                .queryName("accounts-to-mongo")
                .option("checkpointLocation", "/chk/accounts-to-mongo")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().format("mongodb").option("collection", "accounts").mode("append").save())
                .start();
    }
}
