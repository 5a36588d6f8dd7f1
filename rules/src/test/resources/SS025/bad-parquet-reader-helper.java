package com.acme.ss025.helper;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

/** A reader helper shared by the job's streams reads Parquet without a schema. */
class ShipmentsCompactionJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("shipments-compaction").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static Dataset<Row> rawParquet(SparkSession spark, String dir) throws Exception {
        Files.createDirectories(Path.of(dir));
        return spark.readStream()
                .option("maxFilesPerTrigger", 20)
                .parquet(dir); // expect: SS025 "has no schema: Spark rejects it at load()" "Add .schema(<StructType or DDL string>) to the reader"
    }

    static void run(SparkSession spark) throws Exception {
        rawParquet(spark, "raw/shipments")
                .writeStream()
                .format("parquet")
                .option("checkpointLocation", "checkpoints/ss025-shipments")
                .option("path", "compacted/ss025-shipments")
                .start();
    }
}
