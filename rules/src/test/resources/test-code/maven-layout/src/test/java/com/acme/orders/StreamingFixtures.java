package com.acme.orders;

import java.nio.file.Files;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.streaming.StreamingQuery;

/**
 * A helper of the tests, neither named nor annotated as a test: it is test code because it is under src/test/java.
 * Its query reads a fresh folder from a fresh checkpoint and is drained by the caller.
 */
final class StreamingFixtures {

    private StreamingFixtures() {
    }

    static StreamingQuery copyJsonOrders(SparkSession spark, String inputFolder) throws Exception {
        String checkpoint = Files.createTempDirectory("orders-checkpoint").toString();
        return spark.readStream()
                .format("json")
                .schema("orderId STRING, amount DOUBLE")
                .load(inputFolder)
                .writeStream()
                .format("memory")
                .queryName("orders")
                .option("checkpointLocation", checkpoint)
                .start();
    }
}
