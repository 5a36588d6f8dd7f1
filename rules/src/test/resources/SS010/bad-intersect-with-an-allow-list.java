package com.acme.ss010.allowlist;

import static org.apache.spark.sql.functions.col;

import java.util.Arrays;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Keeps only allow-listed merchants with intersect(): a set operation streams do not support. */
class MerchantFilterJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("merchant-filter").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> allowed = spark.createDataset(Arrays.asList(1L, 2L, 3L), Encoders.LONG()).toDF("merchantId");
        Dataset<Row> merchants = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(10).as("merchantId"));

        merchants.intersect(allowed) // expect: SS010 "Spark rejects the query at start() with \"Intersect of streaming DataFrames/Datasets is not supported\"" "Keep the stream's rows that match with stream.join(other, <keys>, \"left_semi\")"
                .writeStream()
                .format("noop")
                .start();
    }
}
