package com.acme.ss025.staticinit;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A helper class holds the session in a static field; its static initializer builds the session and turns schema
 * inference on with a SQL SET statement. Jobs read through the helper.
 */
class LandingZone {

    private static final String FEED = "landing/supplier-prices";
    private static SparkSession session;

    static {
        session = SparkSession.builder().appName("supplier-prices").getOrCreate();
        session.sql("set spark.sql.streaming.schemaInference=true");
    }

    static Dataset<Row> landed(String folder) {
        return session.readStream()
                .option("maxFilesPerTrigger", 100)
                .json(folder);
    }

    public static void main(String[] args) throws Exception {
        run(session);
        session.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of(FEED));
        Files.writeString(Path.of(FEED, "seed.json"), "{\"supplier\":\"acme\",\"price\":3}\n");
        landed(FEED).writeStream()
                .format("memory")
                .queryName("ss025_supplier_prices")
                .start();
    }
}
