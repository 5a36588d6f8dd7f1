package com.acme.ss006.publish;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A shared helper asks isStreaming(): the stream is started, the batch is shown; neither call is wrong. */
class ExchangeRatesJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("exchange-rates").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void publish(Dataset<Row> rates, String name) throws Exception {
        if (rates.isStreaming()) {
            rates.writeStream()
                    .format("memory")
                    .queryName(name)
                    .start();
        } else {
            rates.show(5);
        }
    }

    static void run(SparkSession spark) throws Exception {
        publish(spark.range(3).withColumnRenamed("id", "currency"), "reference_rates");
        publish(spark.readStream().format("rate").load().select(col("value").mod(3).as("currency")), "live_rates");
    }
}
