package com.acme.ss038.esid;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Documents indexed by the event's own sequence number. */
class EventsToElasticsearch {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("events-to-es").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("events-to-es")
                .option("checkpointLocation", "/chk/events-to-es")
                .foreachBatch((Dataset<Row> batch, Long batchId) ->
                        batch.write().format("es").option("es.mapping.id", "value")
                                .mode("append").save("events"))
                .start();
    }
}
