package com.acme.ss024.badwatermarkonstringcolumnofsc;

import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.window;

/** The DDL schema declares eventTime as STRING. */
class OrdersJob {
    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("bad-watermark-on-string-column-of-schema").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("orders-in"));
        spark.readStream()
                .schema("orderId STRING, eventTime STRING, amount DOUBLE")
                .option("maxFilesPerTrigger", 10)
                .json("orders-in")
                .withWatermark("eventTime", "10 minutes") // expect: SS024 "Spark throws [EVENT_TIME_IS_NOT_ON_TIMESTAMP_TYPE]" "Put the watermark on a TIMESTAMP column"
                .groupBy(window(col("eventTime"), "5 minutes"))
                .count()
                .writeStream()
                .format("console")
                .start();
    }
}
