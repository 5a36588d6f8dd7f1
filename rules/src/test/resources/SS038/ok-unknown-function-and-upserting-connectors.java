package com.acme.ss038.unknown;

import org.apache.spark.api.java.function.VoidFunction2;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A function from the caller (not visible), a Mongo write (replaces documents by _id), a Cassandra write (an upsert
 * by primary key) and a save() whose format is the session default: none is judged.
 */
class Sinks {

    static void start(SparkSession spark, VoidFunction2<Dataset<Row>, Long> writer) throws Exception {
        spark.readStream().format("rate").load().writeStream().foreachBatch(writer).start();
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sinks").getOrCreate();
        spark.readStream().format("rate").load().selectExpr("value AS _id")
                .writeStream()
                .option("checkpointLocation", "/chk/mongo")
                .foreachBatch((batch, batchId) -> {
                    batch.write().format("mongodb").mode("append").option("collection", "events").save();
                    batch.write().format("org.apache.spark.sql.cassandra").mode("append")
                            .option("keyspace", "ks").option("table", "events").save();
                    batch.persist();
                    batch.write().mode("append").save("/data/default-format");
                    batch.unpersist();
                })
                .start();
    }
}
