package com.acme.ss015.typedmap;

import org.apache.spark.api.java.function.MapFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The watermark is declared, then the rows go through a typed map: its output columns are new, without the
 * watermark, so the deduplication after it has none.
 */
class PaymentIdsJob {

    static final MapFunction<Row, String> PAYMENT_ID = row -> "pay-" + row.getLong(1) % 500;

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("payment-ids").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Dataset<String> paymentIds = spark.readStream().format("rate").load()
                .withWatermark("timestamp", "5 minutes")
                .map(PAYMENT_ID, Encoders.STRING());
        paymentIds.dropDuplicatesWithinWatermark() // expect: SS015 "Spark rejects the query at start()" "Add .withWatermark(\"<event time>\", \"<delay>\") right before it"
                .writeStream()
                .format("console")
                .start();
    }
}
