package com.acme.ss025.lookup;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

/** The stream has a schema; the static lookup table is a batch read, which infers its schema. */
class StoreSalesJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("store-sales").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("reference/stores"));
        Files.writeString(Path.of("reference/stores/stores.json"), "{\"storeId\":1,\"region\":\"north\"}\n");
        Files.createDirectories(Path.of("landing/sales"));

        Dataset<Row> stores = spark.read().json("reference/stores");
        Dataset<Row> sales = spark.readStream()
                .schema("storeId INT, amount DOUBLE, soldAt TIMESTAMP")
                .json("landing/sales"); // expect: SS042
        sales.join(stores, "storeId")
                .writeStream()
                .format("console")
                .start();
    }
}
