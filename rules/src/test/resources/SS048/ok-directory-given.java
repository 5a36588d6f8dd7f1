package com.acme.ss048.given;

import org.apache.spark.sql.SparkSession;

/** A file source with its directory. */
class OrdersTail {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("orders-tail").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        java.nio.file.Files.createDirectories(java.nio.file.Path.of("landing/orders"));
        spark.readStream()
                .format("csv")
                .schema("orderId STRING, amount DOUBLE")
                .option("maxFilesPerTrigger", 10)
                .load("landing/orders")
                .writeStream()
                .format("console")
                .start();
    }
}
