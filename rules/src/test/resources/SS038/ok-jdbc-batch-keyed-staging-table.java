package com.acme.ss038.jdbcstage;

import java.util.Properties;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Each batch lands in its own staging table, named by the batch id, replaced on a retry. */
class TransfersStaging {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("transfers").getOrCreate();
        Properties props = new Properties();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("transfers")
                .option("checkpointLocation", "/chk/transfers")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().mode("overwrite")
                                .jdbc("jdbc:postgresql://db/bank", "staging.transfers_" + batchId, props))
                .start();
    }
}
