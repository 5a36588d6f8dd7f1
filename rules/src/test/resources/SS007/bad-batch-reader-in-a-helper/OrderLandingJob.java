package com.acme.ss007.landing;

import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.spark.sql.SparkSession;

/** Reuses the batch reader for a streaming job: the query never starts. */
public final class OrderLandingJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("order-landing").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of(LandingZone.ORDERS));
        LandingZone.orders(spark)
                .writeStream() // expect: SS007 "is called on a batch Dataset (no input is a stream): Spark throws WRITE_STREAM_NOT_ALLOWED at this call" "Read the input with spark.readStream()"
                .format("parquet")
                .option("checkpointLocation", "checkpoints/ss007/order-landing")
                .start("out/ss007/orders");
    }
}
