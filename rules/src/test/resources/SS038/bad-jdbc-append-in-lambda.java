package com.acme.ss038.jdbc;

import java.util.Properties;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.api.java.function.VoidFunction2;

/** Orders appended to Postgres with plain INSERTs; the batch id is only printed. */
class OrdersToPostgres {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-to-postgres").getOrCreate();
        Properties props = new Properties();
        props.setProperty("user", "etl");
        props.setProperty("driver", "org.postgresql.Driver");
        Dataset<Row> orders = spark.readStream().format("rate").load();
        orders.writeStream()
                .option("checkpointLocation", "/chk/orders-to-postgres")
                .foreachBatch((VoidFunction2<Dataset<Row>, Long>) (batch, batchId) -> {
                    System.out.println("writing batch " + batchId);
                    batch.write().mode("append").jdbc("jdbc:postgresql://db/shop", "orders", props); // expect: SS038 "they are written twice" "Write idempotently: upsert on the table's key"
                })
                .start();
    }
}
