package com.acme.ss010.cube;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** cube and rollup run on streams (Spark rewrites them before its grouping-sets check). */
class RevenueRollupJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("revenue-rollup").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> sales = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(3).as("region"), col("value").mod(5).as("product"), col("value").as("amount"));

        sales.cube("region", "product")
                .agg(sum("amount").as("revenue"))
                .writeStream()
                .outputMode("complete")
                .format("memory")
                .queryName("revenue_cube")
                .start();
        sales.rollup("region")
                .count()
                .writeStream()
                .outputMode("update")
                .format("memory")
                .queryName("sales_rollup")
                .start();
    }
}
