package com.acme.ss008.updatenoagg;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** Update mode without an aggregation is legal: it writes every new row, as append does. */
class TemperatureFeedJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("temperature-feed").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("timestamp"), col("value").mod(40).as("celsius"))
                .writeStream()
                .outputMode("update")
                .format("console")
                .start();
    }
}
