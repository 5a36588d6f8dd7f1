package com.acme.ss015.plain;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** dropDuplicates (not ...WithinWatermark) needs no watermark; it keeps its state forever instead. */
class UniqueCouponsJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("unique-coupons").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.readStream().format("rate").load()
                .select(col("value").mod(50).as("coupon"))
                .dropDuplicates("coupon") // expect: SS035
                .writeStream()
                .format("console")
                .start();
    }
}
