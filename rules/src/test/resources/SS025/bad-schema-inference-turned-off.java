package com.acme.ss025.inference;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

/** The job sets schema inference explicitly, to its default: off. */
class ClickstreamArchiveJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("clickstream-archive").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        spark.conf().set("spark.sql.streaming.schemaInference", "false");
        Files.createDirectories(Path.of("landing/clicks"));
        Dataset<Row> clicks = spark.readStream().json("landing/clicks"); // expect: SS025 "has no schema: Spark rejects it at load()" "Add .schema(<StructType or DDL string>) to the reader", SS042 "its first micro-batch reads every file already in landing/clicks" "Add .option(\"maxFilesPerTrigger\", \"<files per batch>\") to this reader"
        clicks.writeStream()
                .format("memory")
                .queryName("ss025_clicks")
                .start();
    }
}
