package com.acme.ss038.mongouuid;

import static org.apache.spark.sql.functions.uuid;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The _id is a fresh uuid(): the connector replaces by _id, but a retried batch brings new ones. */
class NotificationsToMongo {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("notifications").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("notifications-to-mongo")
                .option("checkpointLocation", "/chk/notifications-to-mongo")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.withColumn("_id", uuid())
                                .write().format("mongodb").option("collection", "notifications")
                                .mode("append").save()) // expect: SS038 "written again under new keys" "Derive the key from the data"
                .start();
    }
}
