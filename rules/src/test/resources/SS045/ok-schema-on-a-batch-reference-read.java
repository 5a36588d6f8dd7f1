package com.acme.ss045.batch;

import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A batch read with a schema next to a rate stream without one. */
class RatesWithCurrenciesJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("rates-with-currencies").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("reference", "ss045-currencies"));
        Dataset<Row> currencies = spark.read()
                .schema("code STRING, name STRING")
                .json("reference/ss045-currencies");
        spark.readStream()
                .format("rate")
                .load()
                .selectExpr("value AS rateId", "'EUR' AS code")
                .join(currencies, "code")
                .writeStream()
                .format("console")
                .start();
    }
}
