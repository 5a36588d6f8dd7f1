package com.acme.ss025.text;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.apache.spark.sql.functions.col;

/** Log lines read with text()/textFile(): one value column, no schema needed. */
class AccessLogTailJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("access-log-tail").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("logs/access"));
        Files.createDirectories(Path.of("logs/errors"));
        Dataset<Row> access = spark.readStream().text("logs/access"); // expect: SS042
        Dataset<String> errors = spark.readStream().textFile("logs/errors"); // expect: SS042
        Dataset<Row> plain = spark.readStream().format("text").load("logs/access"); // expect: SS042

        access.union(errors.toDF()).union(plain)
                .filter(col("value").contains(" 500 "))
                .writeStream()
                .format("console")
                .start();
        errors.map((org.apache.spark.api.java.function.MapFunction<String, Integer>) String::length, Encoders.INT())
                .writeStream()
                .format("noop")
                .start();
    }
}
