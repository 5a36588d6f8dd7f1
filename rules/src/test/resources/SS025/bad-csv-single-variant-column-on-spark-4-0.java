package com.acme.ss025.variant;

import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

/** singleVariantColumn spares json a schema from Spark 4.0, but csv only from 4.1 (the target is 4.0). */
class SensorCsvJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("sensor-csv").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("landing/sensors"));
        spark.readStream()
                .option("singleVariantColumn", "reading")
                .option("header", true)
                .csv("landing/sensors") // expect: SS025 "has no schema: Spark rejects it at load()" "Add .schema(<StructType or DDL string>) to the reader", SS042 "its first micro-batch reads every file already in landing/sensors" "Add .option(\"maxFilesPerTrigger\", \"<files per batch>\") to this reader"
                .writeStream()
                .format("noop")
                .start();
    }
}
