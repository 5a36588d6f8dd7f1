package com.acme.ss038.cassandraid;

import static org.apache.spark.sql.functions.monotonically_increasing_id;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Event ids made by monotonically_increasing_id(): a retried batch may number its rows differently. */
class EventsToCassandra {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("events-to-cassandra").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("events-to-cassandra")
                .option("checkpointLocation", "/chk/events-to-cassandra")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.withColumn("event_id", monotonically_increasing_id())
                                .write().format("org.apache.spark.sql.cassandra")
                                .option("keyspace", "ops").option("table", "events")
                                .mode("append").save()) // expect: SS038 "written again under new keys" "Derive the key from the data"
                .start();
    }
}
