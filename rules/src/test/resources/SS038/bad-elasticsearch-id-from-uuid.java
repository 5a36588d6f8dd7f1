package com.acme.ss038.esuuid;

import static org.apache.spark.sql.functions.uuid;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Documents indexed by a uuid() id column: a retried batch indexes them again under new ids. */
class LogsToElasticsearch {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("logs-to-es").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("logs-to-es")
                .option("checkpointLocation", "/chk/logs-to-es")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.withColumn("doc_id", uuid())
                                .write().format("es").option("es.mapping.id", "doc_id")
                                .mode("append").save("logs")) // expect: SS038 "written again under new keys" "Derive the key from the data"
                .start();
    }
}
