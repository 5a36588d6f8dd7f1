package com.acme.ss035.distinctwm;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** distinct() keys on every column, the watermarked 'loggedAt' among them. */
class DistinctLogLines {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("distinct-log-lines").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").mod(10).as("level"), col("timestamp").as("loggedAt"))
                .withWatermark("loggedAt", "1 minute")
                .distinct()
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
