package com.acme.ss038.jdbcopts;

import java.util.Map;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Connection settings in a map; the JDBC data source appends with plain INSERTs. */
class ReadingsToOracle {
    static final Map<String, String> ORACLE = Map.of(
            "url", "jdbc:oracle:thin:@db:1521/plant",
            "dbtable", "PLANT.READINGS",
            "user", "etl");

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("readings-to-oracle").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("readings-to-oracle")
                .option("checkpointLocation", "/chk/readings-to-oracle")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().format("jdbc").options(ORACLE).mode("append").save()) // expect: SS038 "they are written twice" "Write idempotently: upsert on the table's key"
                .start();
    }
}
