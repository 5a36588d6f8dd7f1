package com.acme.ss007.batchview;

import java.util.Arrays;

import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.SparkSession;

/** The view the job streams from was registered from a batch Dataset: so is what spark.table() returns. */
class FxRatesPublisher {

    static final String RATES_VIEW = "fx_rates";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("fx-rates").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void registerRates(SparkSession spark) {
        spark.createDataset(Arrays.asList("EUR", "USD", "CHF"), Encoders.STRING())
                .toDF("currency")
                .createOrReplaceTempView(RATES_VIEW);
    }

    static void run(SparkSession spark) throws Exception {
        registerRates(spark);
        spark.table(RATES_VIEW)
                .writeStream() // expect: SS007 "is called on a batch Dataset (no input is a stream): Spark throws WRITE_STREAM_NOT_ALLOWED at this call" "Read the input with spark.readStream()"
                .format("console")
                .start();
    }
}
