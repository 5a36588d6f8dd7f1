package com.acme.ss010.pivotvalues;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

import java.util.Arrays;
import java.util.List;

import org.apache.spark.sql.SparkSession;

/** With its values listed, pivot collects nothing at the call; in append mode over a watermarked window it runs. */
class PaymentMethodsBoardJob {

    static final List<Object> METHODS = Arrays.asList(0L, 1L, 2L);

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payment-methods").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream()
                .format("rate")
                .load()
                .withColumn("method", col("value").mod(3))
                .withWatermark("timestamp", "10 seconds")
                .groupBy(window(col("timestamp"), "5 seconds"))
                .pivot("method", METHODS)
                .count()
                .writeStream()
                .format("memory")
                .queryName("payment_methods_board")
                .start();
    }
}
