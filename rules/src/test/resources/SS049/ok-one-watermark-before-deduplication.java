package com.acme.ss049.once;

import org.apache.spark.sql.SparkSession;

/** One watermark, set once, before the stateful operator. */
class PaymentDedup {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payment-dedup").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .withWatermark("timestamp", "10 seconds")
                .dropDuplicates("value", "timestamp")
                .writeStream()
                .format("memory")
                .queryName("payment_dedup")
                .start();
    }
}
