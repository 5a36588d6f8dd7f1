package com.acme.ss038.cassandrakey;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The rows' own columns are the primary key: a retried batch overwrites the same rows. */
class ReadingsToCassandra {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("readings-to-cassandra").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("readings-to-cassandra")
                .option("checkpointLocation", "/chk/readings-to-cassandra")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().format("org.apache.spark.sql.cassandra")
                                .option("keyspace", "plant").option("table", "readings")
                                .mode("append").save())
                .start();
    }
}
