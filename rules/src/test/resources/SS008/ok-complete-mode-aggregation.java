package com.acme.ss008.completeagg;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.sum;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Revenue per store, the whole table rewritten on every trigger: what complete mode is for. */
class StoreRevenueDashboardJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("store-revenue-dashboard").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> sales = spark.readStream().format("rate").load()
                .select(col("value").mod(10).as("store"), col("value").as("cents"));
        sales.dropDuplicates("cents") // expect: SS035
                .groupBy("store")
                .agg(sum("cents").as("revenue"))
                .writeStream()
                .outputMode("complete")
                .format("console")
                .start();
    }
}
