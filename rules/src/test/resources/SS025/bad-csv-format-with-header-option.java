package com.acme.ss025.csv;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

/** A header line names the columns, but a stream still needs the schema before the first file arrives. */
class MeterReadingsJob {

    static final class Conf {
        static final String INPUT_FORMAT = "csv";
        static final String INPUT_DIR = "landing/meter-readings";
    }

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("meter-readings").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of(Conf.INPUT_DIR));
        Dataset<Row> readings = spark.readStream()
                .format(Conf.INPUT_FORMAT) // expect: SS025 "has no schema: Spark rejects it at load()" "Add .schema(<StructType or DDL string>) to the reader", SS042 "its first micro-batch reads every file already in landing/meter-readings" "Add .option(\"maxFilesPerTrigger\", \"<files per batch>\") to this reader"
                .option("header", true)
                .option("inferSchema", true)
                .load(Conf.INPUT_DIR);

        readings.writeStream()
                .format("console")
                .queryName("ss025_meter_readings")
                .start();
    }
}
