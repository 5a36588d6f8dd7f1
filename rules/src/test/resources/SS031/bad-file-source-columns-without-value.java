package com.acme.ss031.filesourcecolumnswithoutvalue;

import org.apache.spark.sql.SparkSession;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.apache.spark.sql.functions.col;

/** The file source's user schema gives the columns: id and body, then text, but no value. */
class NotesPublisherJob {

    public static void main(String[] args) throws Exception {
        SparkSession spark = SparkSession.builder().appName("notes-publisher").getOrCreate();
        run(spark);
        spark.streams().awaitAnyTermination();
    }

    static void run(SparkSession spark) throws Exception {
        Files.createDirectories(Path.of("notes-in"));
        Files.writeString(Path.of("notes-in", "1.json"), "{\"id\": 1, \"body\": \"hello\"}\n");
        spark.readStream()
                .schema("id INT, body STRING")
                .option("maxFilesPerTrigger", 10)
                .json("notes-in")
                .select(col("id").cast("string").as("key"), col("body").as("text"))
                .writeStream()
                .format("kafka")
                .option("kafka.bootstrap.servers", "127.0.0.1:9")
                .option("topic", "notes")
                .option("checkpointLocation", "checkpoints/ss031-notes")
                .start(); // expect: SS031 "Required attribute 'value' not found" "Name the payload value"
    }
}
