package com.acme.ss036.stat;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A stream joined with a static table keeps no join state. */
class EnrichWithCatalog {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("enrich").getOrCreate();
        Dataset<Row> sales = spark.readStream().format("rate").load()
                .select(col("value").mod(100).as("productId"), col("timestamp").as("soldAt"));
        Dataset<Row> catalog = spark.read().parquet("s3a://acme-shop/catalog");

        sales.join(catalog, "productId")
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
