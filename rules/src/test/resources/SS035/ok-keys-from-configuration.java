package com.acme.ss035.config;

import static org.apache.spark.sql.functions.col;

import org.apache.spark.sql.SparkSession;

/** The keys come from the command line: one of them may be a watermarked column. */
class ConfigurableDedup {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("configurable-dedup").getOrCreate();
        spark.readStream().format("rate").load()
                .select(col("value").as("id"), col("timestamp").as("at"))
                .withWatermark("at", "1 minute")
                .dropDuplicates(args)
                .writeStream()
                .format("console")
                .start()
                .awaitTermination();
    }
}
