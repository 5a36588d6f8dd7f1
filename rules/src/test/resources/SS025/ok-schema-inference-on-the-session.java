package com.acme.ss025.inferred;

import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

/** The job turns schema inference on: Spark infers the schema from the files already there. */
class PartnerFeedJob {

    private static final String FEED = "landing/partner-feed";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("partner-feed").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.conf().set("spark.sql.streaming.schemaInference", true);
        Files.createDirectories(Path.of(FEED));
        Files.writeString(Path.of(FEED, "seed.json"), "{\"partner\":\"acme\",\"units\":3}\n");
        spark.readStream()
                .json(FEED) // expect: SS042
                .writeStream()
                .format("memory")
                .queryName("ss025_partner_feed")
                .start();
    }
}
