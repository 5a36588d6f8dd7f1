package com.acme.ss045.files;

import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/** File sources need the schema (SS025 reports its absence): the same reader idiom is right here. */
class InboxFilesJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("inbox-files").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("inbox", "ss045"));
        spark.readStream()
                .format("json")
                .schema(new StructType().add("messageId", "string").add("receivedAt", "timestamp"))
                .option("maxFilesPerTrigger", 10)
                .load("inbox/ss045")
                .writeStream()
                .format("console")
                .start();
    }
}
