package com.acme.ss038.cassandrasample;

import static org.apache.spark.sql.functions.rand;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** rand() only picks a sample of rows; their keys come from the data. */
class SampledTraces {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sampled-traces").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("sampled-traces")
                .option("checkpointLocation", "/chk/sampled-traces")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.filter(rand().lt(0.01))
                                .write().format("org.apache.spark.sql.cassandra")
                                .option("keyspace", "ops").option("table", "traces")
                                .mode("append").save())
                .start();
    }
}
