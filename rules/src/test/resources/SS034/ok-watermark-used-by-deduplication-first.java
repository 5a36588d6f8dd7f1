package com.acme.ss034.dedupfirst;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/**
 * The watermark bounds the deduplication (its event-time column is a key); the count per country that follows is
 * a running total per key, not reported.
 */
class SignupsPerCountry {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("signups").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").as("userId"), col("value").mod(30).as("country"), col("timestamp").as("signedUpAt"))
                .withWatermark("signedUpAt", "1 hour")
                .dropDuplicates("userId", "signedUpAt")
                .groupBy("country")
                .count()
                .writeStream()
                .outputMode("update")
                .format("console")
                .start()
                .awaitTermination();
    }
}
