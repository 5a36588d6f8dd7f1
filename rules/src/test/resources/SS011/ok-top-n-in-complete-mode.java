package com.acme.ss011.topn;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Top N: sort and limit over an aggregation, written in complete mode. */
class TopProductsJob {

    static final int TOP = 5;

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("top-products").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> views = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(40).as("product"));

        views.groupBy("product")
                .count()
                .sort(col("count").desc())
                .limit(TOP)
                .writeStream()
                .outputMode("complete")
                .format("console")
                .start();
    }
}
