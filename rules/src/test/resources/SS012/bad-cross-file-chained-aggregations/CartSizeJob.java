package com.acme.ss012.crossfile;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The average revenue of a cart, on top of the team's per-cart revenue. */
class CartSizeJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("cart-size").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<Row> checkouts = spark.readStream().format("rate").load()
                .select(col("value").mod(25).as("cart"), col("value").as("amount"));
        CheckoutMetrics.revenuePerCart(checkouts)
                .agg(avg("revenue").as("averageCart")) // expect: SS012 "would drop them as late: Spark rejects the query at start()" "Chain them in append mode (allowed since Spark 3.4"
                .writeStream()
                .outputMode("complete")
                .format("console")
                .start();
    }
}
