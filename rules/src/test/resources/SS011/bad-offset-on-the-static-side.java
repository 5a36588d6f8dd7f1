package com.acme.ss011.staticoffset;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Spark refuses an offset anywhere in a streaming query, also on the batch side of a join. */
class PromotionsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("promotions").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> promotions(SparkSession spark) {
        return spark.range(20)
                .withColumnRenamed("id", "sku")
                .orderBy("sku")
                .offset(5); // expect: SS011 "Spark rejects the query at start() with \"Offset is not supported on streaming DataFrames/Datasets\"" "Filter on a column instead"
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(20).as("sku"))
                .join(promotions(spark), "sku")
                .writeStream()
                .format("memory")
                .queryName("promoted_sales")
                .start();
    }
}
