package com.acme.ss025.singlevariant;

import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

/** Spark 4 reads each JSON record into one variant column: no schema needed. */
class AuditEventsJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("audit-events").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("landing/audit"));
        spark.readStream()
                .format("json") // expect: SS042
                .option("singleVariantColumn", "event")
                .load("landing/audit")
                .writeStream()
                .format("noop")
                .start();
    }
}
