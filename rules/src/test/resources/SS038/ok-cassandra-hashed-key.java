package com.acme.ss038.cassandrahash;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat_ws;
import static org.apache.spark.sql.functions.sha2;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The key is a hash of the row's columns: the same row gets the same key on every run. */
class HashedEvents {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("hashed-events").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("hashed-events")
                .option("checkpointLocation", "/chk/hashed-events")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.withColumn("event_id", sha2(concat_ws("|", col("timestamp"), col("value")), 256))
                                .write().format("org.apache.spark.sql.cassandra")
                                .option("keyspace", "ops").option("table", "events")
                                .mode("append").save())
                .start();
    }
}
