package com.acme.ss038.cassandrauuid;

import static org.apache.spark.sql.functions.uuid;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Each alert gets a random uuid() id: Cassandra stores a retried batch's alerts again under new ids. */
class AlertsToCassandra {

    static void save(Dataset<Row> alerts) {
        alerts.write().format("org.apache.spark.sql.cassandra")
                .option("keyspace", "monitoring").option("table", "alerts")
                .mode("append").save(); // expect: SS038 "written again under new keys" "Derive the key from the data"
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("alerts").getOrCreate();
        spark.readStream().format("rate").load()
                .writeStream()
                .queryName("alerts-to-cassandra")
                .option("checkpointLocation", "/chk/alerts-to-cassandra")
                .foreachBatch((Dataset<Row> batch, Long batchId) -> save(batch.withColumn("alert_id", uuid())))
                .start();
    }
}
