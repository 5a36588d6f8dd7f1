package com.acme.ss010.surrogate;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.monotonically_increasing_id;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** Spark checks every operator of a streaming query: the batch dimension's monotonically_increasing_id too. */
class ProductEventsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("product-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> productDimension(SparkSession spark) {
        return spark.range(50)
                .withColumnRenamed("id", "productId")
                .withColumn("productKey", monotonically_increasing_id()); // expect: SS010 "Spark rejects the query at start() with \"Expression(s): monotonically_increasing_id() is not supported with streaming DataFrames/Datasets\"" "Derive the id from the data (a key, or the Kafka partition and offset)"
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> events = spark.readStream()
                .format("rate")
                .load()
                .select(col("value").mod(50).as("productId"), col("timestamp"));

        events.join(productDimension(spark), "productId")
                .writeStream()
                .format("memory")
                .queryName("product_events")
                .start();
    }
}
