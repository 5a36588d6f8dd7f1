package com.acme.ss025.landing;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

/** Orders land as JSON files in a folder; the stream is defined without a schema. */
class OrdersLandingJob {

    private static final String LANDING = "landing/orders";

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-landing").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of(LANDING));
        Dataset<Row> orders = spark.readStream()
                .option("maxFilesPerTrigger", 100)
                .json(LANDING); // expect: SS025 "has no schema: Spark rejects it at load()" "Add .schema(<StructType or DDL string>) to the reader"

        orders.writeStream()
                .format("parquet")
                .option("checkpointLocation", "checkpoints/ss025-orders-landing")
                .start("out/ss025-orders-landing");
    }
}
